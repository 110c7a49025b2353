import { formatLocalDate } from '../../domain/reports/day-report-rules';
import { addDays, wallClockAt } from '../../domain/time/zoned-time';
import type { Owner } from '../owner-state/owner';
import type { ExportSources } from './export-sources';
import { renderReadme } from './readme';
import type { ZipFile } from './zip-file';

/** "Service du jour" covers at most 93 days: orders are kept 90 (docs/orders.md). */
const REPORT_DAYS = 93;
/** The payments journal is kept 6 years (docs/fiscal-journal.md): this year and six before. */
const JOURNAL_YEARS = 7;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** "03-menu-du-midi": the menu's rank and its name in plain letters, unique in the archive. */
function menuFileStem(index: number, name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${String(index + 1).padStart(2, '0')}-${slug || 'menu'}`;
}

/** Writes every file of the owner's archive (README.txt first). */
export async function writeArchiveContents(input: {
  zip: ZipFile;
  owner: Owner;
  sources: ExportSources;
  at: Date;
}): Promise<void> {
  const { zip, owner, sources, at } = input;
  const today = wallClockAt(at);
  const reportTo = formatLocalDate(today);
  const reportFrom = formatLocalDate(addDays(today, 1 - REPORT_DAYS));
  zip.addText(
    'README.txt',
    renderReadme({
      restaurantName: owner.restaurantName,
      createdAt: new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(at),
      reportFrom,
      reportTo,
    }),
  );
  zip.addText('compte.json', json(await sources.account(owner)));
  zip.addText('restaurant.json', json(await sources.restaurant(owner)));

  const menus = await sources.listMenus(owner.id);
  for (const [index, summary] of menus.entries()) {
    const stem = `menus/${menuFileStem(index, summary.name)}`;
    zip.addText(`${stem}.json`, json(await sources.menu(owner.id, summary.id)));
    const pdf = await sources.allergenTablePdf(owner, summary.id);
    zip.addBytes(`${stem}-allergenes.pdf`, pdf.body);
  }

  const photos = await sources.photos(owner.id);
  const listed: { id: string; file: string; url: string; createdAt: string }[] = [];
  for (const photo of photos) {
    const stored = await photo.read();
    // A file missing from the storage is left out (and not listed): the rest still exports.
    if (!stored) continue;
    await zip.addStream(`photos/${photo.name}`, stored.body);
    listed.push({ id: photo.id, file: photo.name, url: photo.url, createdAt: photo.createdAt });
  }
  zip.addText('photos/index.json', json(listed));

  zip.addText(
    'commandes-et-paiements/service-du-jour.json',
    json(await sources.dayReport(owner.id, reportFrom, reportTo)),
  );
  for (let year = today.year - JOURNAL_YEARS + 1; year <= today.year; year++) {
    const archive = await sources.journalArchive(owner.id, String(year));
    if (archive) zip.addText(`commandes-et-paiements/journal-${year}.json`, archive);
  }
  zip.addText(
    'commandes-et-paiements/clotures.json',
    json(await sources.journalClosures(owner.id)),
  );
  zip.addText('audience/comptages.json', json(await sources.audience(owner.id)));
  zip.addText('equipe.json', json(await sources.team(owner.id)));
}
