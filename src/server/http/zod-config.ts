import { z } from 'zod';

/**
 * zod's own messages (a wrong type, a missing field) in French, for every schema without a
 * message of its own: an owner never reads English. Imported once by the app.
 */
z.config(z.locales.fr());
