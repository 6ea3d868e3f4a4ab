/**
 * Keeps the blind judgments of search hits current (plugins/local-search/relevance/judgments.ts; how to judge:
 * test/README.md, "Judging search hits"). Reads the built index: run `npm run build` first.
 *
 *   npm run judge -- packet [out.json]   the sections a judge has to grade (shown hits ungraded, or edited since)
 *   npm run judge -- record grades.json  records a judge's grades [{ query, version?, url, grade }] in judgments.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { DEFAULT_OPTIONS } from '../plugins/local-search/options';
import { indexedRecords, packetToGrade, recordGrades, type Grade } from '../plugins/local-search/relevance/judging';
import { GRADED_TEXTS, JUDGMENTS } from '../plugins/local-search/relevance/judgments';
import { READER_QUESTIONS } from '../plugins/local-search/relevance/readerQuestions';

const indexDir = path.join(__dirname, '../build', DEFAULT_OPTIONS.outputDir);
const judgmentsFile = path.join(__dirname, '../plugins/local-search/relevance/judgments.ts');
const USAGE = 'usage: npm run judge -- packet [out.json] | npm run judge -- record grades.json';

/** `source` with the literal that follows `declaration` (up to its closing `close`) replaced by `literal`. */
function replaceLiteral(source: string, declaration: string, close: string, literal: string): string {
  const start = source.indexOf(declaration);
  const end = source.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`judgments.ts: "${declaration}" not found`);
  return source.slice(0, start) + declaration + literal + source.slice(end + close.length);
}

async function main([command, file]: string[]) {
  if (command === 'packet') {
    const packet = await packetToGrade(indexDir, READER_QUESTIONS);
    const json = `${JSON.stringify(packet, null, 1)}\n`;
    if (file) writeFileSync(file, json);
    else process.stdout.write(json);
    const sections = packet.reduce((count, entry) => count + entry.candidates.length, 0);
    console.error(`${sections} sections to grade for ${packet.length} questions`);
  } else if (command === 'record' && file) {
    const grades = JSON.parse(readFileSync(file, 'utf8')) as Grade[];
    const next = recordGrades(JUDGMENTS, GRADED_TEXTS, grades, indexedRecords(indexDir));
    let source = readFileSync(judgmentsFile, 'utf8');
    source = replaceLiteral(
      source,
      'export const JUDGMENTS: Judgment[] = ',
      '\n];',
      `${JSON.stringify(next.judgments)};`,
    );
    source = replaceLiteral(
      source,
      'export const GRADED_TEXTS: Record<string, string> = ',
      '\n};',
      `${JSON.stringify(Object.fromEntries(Object.entries(next.gradedTexts).sort(([a], [b]) => (a < b ? -1 : 1))))};`,
    );
    const options = await prettier.resolveConfig(judgmentsFile);
    writeFileSync(judgmentsFile, await prettier.format(source, { ...options, filepath: judgmentsFile }));
    console.error(`${grades.length} grades recorded in ${path.relative(process.cwd(), judgmentsFile)}`);
  } else {
    throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
