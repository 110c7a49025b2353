import { createContext, useContext } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { Receipt } from '../../../domain/receipts/receipt-rules';
import { loadOnce } from '../../load-once';
import {
  joinText,
  type ReceiptRenderOptions,
  type ReceiptView,
  receiptView,
  type Text,
} from './receipt-view';

/** Printable on A4 and readable on a phone; system fonts, no external asset, no script. */
const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#1f2937;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 2.5rem;background:#fff}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.restaurant{font-size:1.2rem;font-weight:700;margin:0}
.identity{margin:.25rem 0 0;padding:0;list-style:none;color:#4b5563;font-size:.95rem}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:1rem 0 1.25rem}
.facts div{display:contents}.facts dt{color:#4b5563}.facts dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.35rem .25rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
thead th{font-size:.85rem;color:#4b5563;font-weight:600}
.num{text-align:right;white-space:nowrap}
.diner{display:block;color:#4b5563;font-size:.9rem}
.totals{margin-top:1rem}.totals th,.totals td{border:0;font-weight:400}
.totals .strong th,.totals .strong td{font-weight:700}
.note{display:block;font-size:.85rem;color:#4b5563}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;
  padding:.6rem 1.1rem;border-radius:.6rem;background:#1f2937;color:#fff;font-weight:600;
  text-decoration:none;border:1px solid #1f2937}
.button.secondary{background:#fff;color:#1f2937}
.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media (max-width:30rem){.button{flex:1 1 100%}}
.thanks{margin-top:1.5rem;color:#4b5563}
@media print{body{background:#fff}main{padding:0;max-width:none}.actions{display:none}}
`;

const ReaderLanguage = createContext<Language>('fr');

/** French, then the diner's words, marked with their language for screen readers. */
function Bilingual({ text }: { text: Text }) {
  const language = useContext(ReaderLanguage);
  if (text.other === null) return <>{text.fr}</>;
  return (
    <>
      {text.fr} · <span lang={language}>{text.other}</span>
    </>
  );
}

function Identity({ view }: { view: ReceiptView }) {
  return (
    <ul className="identity">
      {view.identity.map((row) => (
        <li key={joinText(row.value)}>
          {row.label ? (
            <>
              <Bilingual text={row.label} /> :{' '}
            </>
          ) : null}
          <Bilingual text={row.value} />
        </li>
      ))}
    </ul>
  );
}

function Items({ view }: { view: ReceiptView }) {
  const [item, quantity, amount] = view.items.columns;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            <Bilingual text={item} />
          </th>
          <th scope="col" className="num">
            <Bilingual text={quantity} />
          </th>
          <th scope="col" className="num">
            <Bilingual text={amount} />
          </th>
        </tr>
      </thead>
      <tbody>
        {view.items.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed
          <tr key={index}>
            <td>
              {row.name.fr}
              {row.name.other ? (
                <span className="diner" lang={view.language}>
                  {row.name.other}
                </span>
              ) : null}
            </td>
            <td className="num">{row.quantity}</td>
            <td className="num">{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Vat({ vat }: { vat: ReceiptView['vat'] }) {
  if ('exempt' in vat) {
    return (
      <p>
        <Bilingual text={vat.exempt} />
      </p>
    );
  }
  return (
    <table>
      <thead>
        <tr>
          {vat.columns.map((column, index) => (
            <th key={column.fr} scope="col" className={index === 0 ? undefined : 'num'}>
              <Bilingual text={column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {vat.rows.map(([rate, base, tax, inclusive]) => (
          <tr key={rate.fr}>
            <th scope="row">{rate.fr}</th>
            <td className="num">{base}</td>
            <td className="num">{tax}</td>
            <td className="num">{inclusive}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReceiptPage({ view, pdfUrl }: { view: ReceiptView; pdfUrl?: string | undefined }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${joinText(view.title)} – ${view.restaurantName}`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <ReaderLanguage.Provider value={view.language}>
          <main>
            <h1>
              <Bilingual text={view.title} />
            </h1>
            <p className="restaurant">{view.restaurantName}</p>
            <Identity view={view} />
            <dl className="facts">
              {view.facts.map((row) => (
                <div key={row.label.fr}>
                  <dt>
                    <Bilingual text={row.label} />
                  </dt>
                  <dd>
                    <Bilingual text={row.value} />
                  </dd>
                </div>
              ))}
            </dl>
            <Items view={view} />
            <h2>
              <Bilingual text={view.vat.title} />
            </h2>
            <Vat vat={view.vat} />
            <table className="totals">
              <tbody>
                {view.totals.map((row) => (
                  <tr key={row.label.fr} className={row.isStrong ? 'strong' : undefined}>
                    <th scope="row">
                      <Bilingual text={row.label} />
                      {row.note ? (
                        <span className="note">
                          <Bilingual text={row.note} />
                        </span>
                      ) : null}
                    </th>
                    <td className="num">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pdfUrl ? (
              // Links styled as buttons: they open or save a file, they change nothing.
              <p className="actions">
                <a className="button" href={`${pdfUrl}&variant=detail`} download>
                  <Bilingual text={view.pdfButtons.receipt} />
                </a>
                <a className="button secondary" href={`${pdfUrl}&variant=expense`} download>
                  <Bilingual text={view.pdfButtons.expense} />
                </a>
              </p>
            ) : null}
            <p className="thanks">
              <Bilingual text={view.thanks} />
            </p>
          </main>
        </ReaderLanguage.Provider>
      </body>
    </html>
  );
}

// React's server renderer is loaded with the first receipt, not at boot (docs/performance.md).
const reactServer = loadOnce(() => import('react-dom/server'));

/**
 * The receipt as a complete, printable HTML page (its own styles, no script, no external
 * asset). Every text goes through React, which escapes it: a dish named `<script>` is text.
 * `pdfUrl`: the same receipt with `&format=pdf`; the page offers its two PDFs as buttons, the
 * receipt's and the note de frais's (`&variant=detail`, `&variant=expense`).
 */
export async function renderReceiptHtml(
  receipt: Receipt,
  options: ReceiptRenderOptions & { pdfUrl?: string },
): Promise<string> {
  const { renderToStaticMarkup } = await reactServer();
  const view = receiptView(receipt, options);
  return `<!doctype html>${renderToStaticMarkup(<ReceiptPage view={view} pdfUrl={options.pdfUrl} />)}`;
}
