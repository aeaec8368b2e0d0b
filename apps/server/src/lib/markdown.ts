import { Marked } from 'marked';
import { sanitizeRichText } from './rich-text.js';

// A private instance: options set here never leak into another user of `marked`.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown (release notes) as HTML safe to show: `marked` renders it (raw
 * HTML passes through it untouched), then the rich-text allow-list keeps
 * only harmless tags and http(s)/mailto links. Scripts, event handlers,
 * `javascript:` links and images never survive.
 */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  return sanitizeRichText(marked.parse(markdown) as string);
}
