import { inflateSync } from 'node:zlib';

/** WinAnsi is Latin-1 but for 0x80–0x9F; the few of those an invoice uses. */
const WIN_ANSI_HIGH: Record<number, string> = { 128: '€', 146: '’', 147: '“', 148: '”', 149: '•', 150: '–', 151: '—' };
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join(''),
};

/**
 * The text of a PDF as its pages draw it, read back from the file: each content stream is inflated and
 * the strings of its text operators (`TJ`, `Tj`) decoded (pdfkit writes the standard fonts' WinAnsi codes
 * as hex strings). One line per text operator. Enough to check what an invoice says, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      lines.push(parts.map((hex) => winAnsi.decode(Buffer.from(hex, 'hex'))).join(''));
    }
    streams.lastIndex = end;
  }
  return lines.join('\n');
}
