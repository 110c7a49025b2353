import type { TestProject } from 'vitest/node';
import { buildWebIfNeeded } from '../../../scripts/web-build';
import { createTemplateDatabase } from './template-database';

/**
 * Once per run and project, before any test file: the built SPA shell the server serves (built
 * when stale), and the migrated template database every test file's database is a copy of.
 */
export default async function setup(project: TestProject) {
  buildWebIfNeeded(() => {});
  const { template, drop } = await createTemplateDatabase(
    project.getProvidedContext().testDatabase,
  );
  project.provide('templateDatabase', template);
  return drop;
}
