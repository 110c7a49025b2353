import { ConfigError, loadConfig } from '../config';

/** The lines `loadConfig` refuses `env` with (the test fails if it accepts it). */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
