import path from 'node:path';
import type { PolygonStatement } from './polygon-plan.js';
import { PolygonPackageError, type PolygonDocument } from './problem-xml.js';

/** The sections Polygon keeps, by their names in problem-properties.json and statement-sections/. */
const SECTIONS = ['legend', 'input', 'output', 'interaction', 'scoring', 'notes'] as const;

type ReadFile = (file: string) => Promise<string | null>;

function sectionsFromProperties(text: string, file: string): Partial<Record<(typeof SECTIONS)[number], string>> {
  let properties: unknown;
  try {
    properties = JSON.parse(text);
  } catch (error) {
    throw new PolygonPackageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof properties !== 'object' || properties === null) throw new PolygonPackageError(`${file} is not an object`);
  const sections: Partial<Record<(typeof SECTIONS)[number], string>> = {};
  for (const section of SECTIONS) {
    const value = (properties as Record<string, unknown>)[section];
    if (typeof value === 'string' && value.trim() !== '') sections[section] = value;
  }
  return sections;
}

/**
 * The statement's sections in English, else in the first language the package has: from
 * problem-properties.json beside the LaTeX statement problem.xml names (statements/english/),
 * else from statement-sections/<language>/*.tex. Null when the package has neither. The
 * tutorial is not read: Codeyard has no place for an editorial's text (its editorial is a video).
 */
export async function readPolygonStatement(
  statements: PolygonDocument[],
  readPackageFile: ReadFile,
): Promise<PolygonStatement | null> {
  const languages = [...new Set(['english', ...statements.map((statement) => statement.language)])];
  for (const language of languages) {
    const declared = statements.find(
      (statement) => statement.language === language && statement.type === 'application/x-tex',
    );
    const folder = declared ? path.posix.dirname(declared.path) : `statements/${language}`;
    const propertiesFile = `${folder}/problem-properties.json`;
    const properties = await readPackageFile(propertiesFile);
    if (properties !== null)
      return complete(language, propertiesFile, sectionsFromProperties(properties, propertiesFile));

    const sectionsFolder = `statement-sections/${language}`;
    const sections: Partial<Record<(typeof SECTIONS)[number], string>> = {};
    for (const section of SECTIONS) {
      const text = await readPackageFile(`${sectionsFolder}/${section}.tex`);
      if (text !== null && text.trim() !== '') sections[section] = text;
    }
    if (Object.keys(sections).length > 0) return complete(language, `${sectionsFolder}/`, sections);
  }
  return null;
}

function complete(
  language: string,
  file: string,
  sections: Partial<Record<(typeof SECTIONS)[number], string>>,
): PolygonStatement {
  return {
    language,
    file,
    legend: sections.legend ?? '',
    input: sections.input ?? '',
    output: sections.output ?? '',
    ...(sections.interaction ? { interaction: sections.interaction } : {}),
    ...(sections.scoring ? { scoring: sections.scoring } : {}),
    ...(sections.notes ? { notes: sections.notes } : {}),
  };
}
