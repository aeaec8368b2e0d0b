import { Typography } from '@mantine/core';

/**
 * Release notes as the server renders them: Markdown turned into HTML and
 * sanitized against its allow-list (no scripts, handlers, images or
 * `javascript:` links survive), so it is shown as it comes.
 */
export function ReleaseNotes({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (lib/markdown.ts, rich-text allow-list)
  return <Typography fz="sm" dangerouslySetInnerHTML={{ __html: html }} />;
}
