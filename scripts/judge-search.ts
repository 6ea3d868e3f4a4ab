/**
 * Keeps the blind judgments of search hits current (plugins/local-search/__tests__/relevance/judgments.json; how to
 * judge: test/README.md, "Judging search hits"). Reads the built index: run `npm run build` first.
 *
 *   npm run judge -- packet [out.json]   the sections a judge has to grade (shown hits ungraded, or edited since)
 *   npm run judge -- record grades.json  records a judge's grades [{ query, version?, url, grade }] in judgments.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { DATA_FILES, loadJudgments, READER_QUESTIONS } from '../plugins/local-search/__tests__/relevance';
import { DEFAULT_OPTIONS } from '../plugins/local-search/options';
import {
  gradedSectionsGone,
  indexedRecords,
  packetToGrade,
  recordGrades,
  type Grade,
} from '../plugins/local-search/relevance/judging';

const indexDir = path.join(__dirname, '../build', DEFAULT_OPTIONS.outputDir);
const USAGE = 'usage: npm run judge -- packet [out.json] | npm run judge -- record grades.json';

async function main([command, file]: string[]) {
  if (command === 'packet') {
    const packet = await packetToGrade(indexDir, READER_QUESTIONS, loadJudgments());
    const json = `${JSON.stringify(packet, null, 1)}\n`;
    if (file) writeFileSync(file, json);
    else process.stdout.write(json);
    const sections = packet.reduce((count, entry) => count + entry.candidates.length, 0);
    console.error(`${sections} sections to grade for ${packet.length} questions`);
  } else if (command === 'record' && file) {
    const grades = JSON.parse(readFileSync(file, 'utf8')) as Grade[];
    const judgments = loadJudgments();
    const records = indexedRecords(indexDir);
    const gone = gradedSectionsGone(judgments, records).length;
    const next = recordGrades(judgments, grades, records, READER_QUESTIONS);
    const { name, path: target } = DATA_FILES.judgments;
    const options = await prettier.resolveConfig(target);
    writeFileSync(target, await prettier.format(JSON.stringify(next, null, 2), { ...options, filepath: target }));
    console.error(
      `${grades.length} grades recorded in ${name}${gone ? `; the grades of ${gone} sections no longer in the index dropped` : ''}`,
    );
  } else {
    throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
