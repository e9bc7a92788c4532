import { ButtonLink } from '@kuza/ui';

/** Login and Try For Free, the header buttons of the public pages (targets: docs/decisions.md). */
export function PublicActions() {
  return (
    <>
      <ButtonLink to="/signin" variant="ghost">
        Login
      </ButtonLink>
      <ButtonLink to="/signup">Try For Free</ButtonLink>
    </>
  );
}
