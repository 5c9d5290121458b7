import { badRequest } from '../errors.ts';

/**
 * What an SVG logo may not carry (docs/decisions/0060): it is refused, not sanitised, so that the firm sees at once
 * that its file was not taken as is and the server never serves a rewritten file nobody checked. Each rule names what
 * it found, for the message. Namespace prefixes (`<svg:script>`) count as the element itself.
 */
const RULES: { found: string; test: RegExp }[] = [
  // Entities can expand without end (billion laughs) or read files (external entities).
  { found: 'a DOCTYPE or entity declaration', test: /<!(DOCTYPE|ENTITY)/i },
  { found: 'a script', test: /<([\w-]+:)?script[\s/>]/i },
  { found: 'an event handler attribute (onload, onclick…)', test: /[\s"'/]on[a-z]+\s*=/i },
  { found: 'embedded HTML (foreignObject)', test: /<([\w-]+:)?foreignObject[\s/>]/i },
  {
    found: 'an embedded document (iframe, embed, object)',
    test: /<([\w-]+:)?(iframe|embed|object|audio|video)[\s/>]/i,
  },
  { found: 'a javascript: address', test: /javascript\s*:/i },
  {
    found: 'an animation that changes a link',
    test: /<([\w-]+:)?(set|animate)\b[^>]*attributeName\s*=\s*["']?(xlink:)?href/i,
  },
  { found: 'a style sheet import', test: /@import/i },
];

/** A link inside the file may point into the file itself (`#id`) or be an embedded raster picture, nothing else. */
const LOCAL_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const HREFS = /(?:^|[\s"'])(?:[\w-]+:)?href\s*=\s*(["'])(.*?)\1/gis;
const URLS = /url\(\s*(["']?)(.*?)\1\s*\)/gis;

/** Whether the bytes look like an SVG document (it has no magic number: its text, after any XML prolog). */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** What makes an SVG unsafe to show, or undefined when nothing does. */
export function svgProblem(svg: string): string | undefined {
  for (const rule of RULES) if (rule.test.test(svg)) return rule.found;
  for (const [, , target] of svg.matchAll(HREFS)) {
    if (!LOCAL_REFERENCE.test(target!.trim())) return 'an external reference';
  }
  for (const [, , target] of svg.matchAll(URLS)) {
    if (!LOCAL_REFERENCE.test(target!.trim())) return 'an external reference';
  }
  return undefined;
}

/** Throws 400 naming the file field and what was found when the SVG is not safe to show. */
export function checkSvg(data: Buffer): void {
  const problem = svgProblem(data.toString('utf8'));
  if (problem) {
    throw badRequest(`The SVG logo was refused: it carries ${problem}. Save it without it, or send a PNG`, {
      file: 'validation.svgUnsafe',
    });
  }
}
