import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create as createFont, type Font } from 'fontkit';

/**
 * Text in every script a dish name may use, for pdfkit (issue 41 §3). PDF's standard Helvetica
 * writes only WinAnsi ("????" for Arabic, Hebrew, Chinese, emoji), so the receipt embeds Noto
 * fonts shipped on npm: Noto Sans (Latin, Greek, Cyrillic, "€"), Noto Naskh Arabic, Noto Sans
 * Hebrew, Noto Sans SC (Chinese, kana) and the monochrome Noto Emoji. pdfkit embeds only the
 * fonts a document uses, each subset to the glyphs it draws. A font is read and parsed once per
 * process, when a text first needs it (a receipt in Latin letters never reads the 8 MB Chinese
 * font), and shared by the documents: parsing Noto Sans's layout tables took 150 ms a receipt.
 *
 * pdfkit draws one font per call, so a text is cut into runs of one script each, wrapped by
 * words (Chinese by characters), and each word drawn at its place on a shared baseline.
 * Right-to-left words are shaped by fontkit (Arabic letters joined) and placed right to left,
 * so that a reader, and pdftotext, reads them in their order.
 */
export type Script = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'emoji';

const require = createRequire(import.meta.url);
const packageDir = (name: string, main: string) =>
  path.resolve(path.dirname(require.resolve(name)), main);

function fontFiles(): Record<Script, readonly [regular: string, bold?: string]> {
  const latin = packageDir('@embedpdf/fonts-latin', '../fonts');
  const arabic = packageDir('@embedpdf/fonts-arabic', '../fonts');
  const hebrew = packageDir('@embedpdf/fonts-hebrew', '../fonts');
  const cjk = packageDir('@embedpdf/fonts-sc', '../fonts');
  const emoji = path.dirname(require.resolve('@expo-google-fonts/noto-emoji/package.json'));
  return {
    latin: [`${latin}/NotoSans-Regular.ttf`, `${latin}/NotoSans-Bold.ttf`],
    arabic: [`${arabic}/NotoNaskhArabic-Regular.ttf`, `${arabic}/NotoNaskhArabic-Bold.ttf`],
    hebrew: [`${hebrew}/NotoSansHebrew-Regular.ttf`, `${hebrew}/NotoSansHebrew-Bold.ttf`],
    cjk: [`${cjk}/NotoSansHans-Regular.otf`, `${cjk}/NotoSansHans-Bold.otf`],
    // One weight: an emoji in a bold heading is drawn in the regular one.
    emoji: [`${emoji}/400Regular/NotoEmoji_400Regular.ttf`],
  };
}

let files: ReturnType<typeof fontFiles> | undefined;
const opened = new Map<string, Font>();
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Selects a script's font on `doc`, opening it for the process and naming it on `doc` once. */
function selectFont(doc: PDFKit.PDFDocument, script: Script, isBold: boolean) {
  const name = `${script}-${isBold && script !== 'emoji' ? 'bold' : 'regular'}`;
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(name)) {
    let font = opened.get(name);
    if (!font) {
      files ??= fontFiles();
      const [regular, bold = regular] = files[script];
      font = createFont(readFileSync(name.endsWith('bold') ? bold : regular));
      opened.set(name, font);
    }
    doc.registerFont(name, font as unknown as string);
    names.add(name);
  }
  return doc.font(name);
}

const ARABIC = /[\p{Script=Arabic}]/u;
const HEBREW = /[\p{Script=Hebrew}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Joins the character before it: combining marks, joiners, variation selectors, skin tones. */
const JOINING = /\p{M}|\u200c|\u200d|[\u{1f3fb}-\u{1f3ff}]/u;

function scriptOf(char: string): Script {
  if (ARABIC.test(char)) return 'arabic';
  if (HEBREW.test(char)) return 'hebrew';
  if (CJK.test(char)) return 'cjk';
  if (EMOJI.test(char)) return 'emoji';
  return 'latin';
}

const isRtl = (script: Script) => script === 'arabic' || script === 'hebrew';

/** A word to draw in one font: `spaceBefore` when a space separates it from the previous one. */
export type Word = { text: string; script: Script; spaceBefore: boolean };

/**
 * A line's words in logical order: cut at spaces and where the script changes; Chinese, which
 * has no spaces, is cut between characters so that it wraps.
 */
export function wordsOf(line: string): Word[] {
  const words: Word[] = [];
  let spaceBefore = false;
  let current: Word | null = null;
  for (const char of line) {
    if (char === ' ' || char === '\t') {
      current = null;
      spaceBefore = words.length > 0;
      continue;
    }
    if (current && JOINING.test(char)) {
      current.text += char;
      continue;
    }
    const script = scriptOf(char);
    if (current && current.script === script && script !== 'cjk') {
      current.text += char;
      continue;
    }
    current = { text: char, script, spaceBefore };
    words.push(current);
    spaceBefore = false;
  }
  return words;
}

export type TextStyle = { size: number; isBold?: boolean; color?: string };
type Placed = Word & { width: number; index: number };
type Line = { words: Placed[]; width: number; isRtl: boolean };

const lineHeight = (size: number) => size * 1.45;

function measureWord(doc: PDFKit.PDFDocument, word: Word, style: TextStyle) {
  return selectFont(doc, word.script, style.isBold === true)
    .fontSize(style.size)
    .widthOfString(word.text);
}

function spaceWidth(doc: PDFKit.PDFDocument, style: TextStyle) {
  return selectFont(doc, 'latin', style.isBold === true)
    .fontSize(style.size)
    .widthOfString(' ');
}

/** Greedy wrapping of each paragraph (`\n`) in `width`; a line is right-to-left when its first letter is. */
function layout(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): Line[] {
  const space = spaceWidth(doc, style);
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    const words = wordsOf(paragraph).map((word, index) => ({
      ...word,
      width: measureWord(doc, word, style),
      index,
    }));
    const first = words.find((word) => word.script !== 'emoji');
    const isParagraphRtl = first ? isRtl(first.script) : false;
    let line: Line = { words: [], width: 0, isRtl: isParagraphRtl };
    for (const word of words) {
      const gap = line.words.length > 0 && word.spaceBefore ? space : 0;
      if (line.words.length > 0 && line.width + gap + word.width > width) {
        lines.push(line);
        line = { words: [], width: 0, isRtl: isParagraphRtl };
        line.words.push({ ...word, spaceBefore: false });
        line.width = word.width;
        continue;
      }
      line.words.push(word);
      line.width += gap + word.width;
    }
    lines.push(line);
  }
  return lines;
}

/** The height `text` takes in a box `width` wide. */
export function heightOfText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): number {
  return layout(doc, text, width, style).length * lineHeight(style.size);
}

/**
 * The words of a line from left to right: runs of right-to-left words are turned round, and
 * in a right-to-left line the runs themselves too (a simple bidi: enough for a dish name with
 * a Latin word or a number in it).
 */
function visualOrder(line: Line): Placed[][] {
  const runs: { isRtl: boolean; words: Placed[] }[] = [];
  for (const word of line.words) {
    const rtl = isRtl(word.script);
    const last = runs.at(-1);
    if (last && last.isRtl === rtl) last.words.push(word);
    else runs.push({ isRtl: rtl, words: [word] });
  }
  const ordered = line.isRtl ? runs.reverse() : runs;
  return ordered.map((run) => (run.isRtl ? [...run.words].reverse() : run.words));
}

/**
 * Draws `text` in a box at (x, y), `width` wide, wrapped; right-aligned when asked or when the
 * line reads right to left. Returns the height drawn.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align?: 'left' | 'right' },
  style: TextStyle,
): number {
  const space = spaceWidth(doc, style);
  const lines = layout(doc, text, box.width, style);
  const step = lineHeight(style.size);
  lines.forEach((line, index) => {
    const baseline = box.y + index * step + style.size * 1.1;
    const isRight = box.align === 'right' || line.isRtl;
    let x = isRight ? box.x + box.width - line.width : box.x;
    let previous: Placed | null = null;
    for (const run of visualOrder(line)) {
      for (const word of run) {
        // The space between two neighbours is the one typed before the later of them.
        if (previous) {
          const later = word.index > previous.index ? word : previous;
          if (later.spaceBefore && later !== line.words[0]) x += space;
        }
        previous = word;
        selectFont(doc, word.script, style.isBold === true)
          .fontSize(style.size)
          .fillColor(style.color ?? 'black')
          .text(word.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        x += word.width;
      }
    }
  });
  return lines.length * step;
}
