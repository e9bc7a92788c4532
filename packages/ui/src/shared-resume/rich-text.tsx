/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import { Fragment } from 'react';
import { parseRichText, type RichRun } from '@kuza/contracts';

function Runs({ runs }: { runs: RichRun[] }) {
  return (
    <>
      {runs.map((run, i) => {
        const lines = run.text.split('\n');
        const text = lines.map((line, j) => (
          <Fragment key={j}>
            {j > 0 && <br />}
            {line}
          </Fragment>
        ));
        return run.bold ? <strong key={i}>{text}</strong> : <Fragment key={i}>{text}</Fragment>;
      })}
    </>
  );
}

/** Renders a section's rich text (paragraphs, bullet or numbered lists, bold) as plain HTML. */
export function RichText({ content }: { content: string }) {
  return (
    <>
      {parseRichText(content).map((block, i) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={i}>
              <Runs runs={block.runs} />
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Runs runs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
