/**
 * `validatorCompiler` for routes whose JSON schema only documents the body or query for OpenAPI:
 * the shared yup schemas of packages/contracts check them instead, so the answers carry the
 * spec's messages (the same ones the forms show) rather than Ajv's.
 */
export const docsOnly = () => () => true;
