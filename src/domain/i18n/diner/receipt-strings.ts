import type { Language } from '../languages';

/**
 * The receipt of a table payment and its "note de frais" (issue 23 §4): always in French, the
 * legal language of the document, with the diner's language beside each heading when it is
 * another ("Reçu · Receipt"). Amounts and dates are written the French way in every language.
 */
export type ReceiptStrings = {
  receipt: string;
  expenseNote: string;
  date: string;
  table: string;
  /** Take-away or an order without a table. */
  noTable: string;
  item: string;
  quantity: string;
  amount: string;
  /** The expense note's single line: what was eaten and drunk, without the detail. */
  meal: string;
  vatByRate: string;
  rate: string;
  /** Hors taxes: the base. */
  base: string;
  vat: string;
  /** Toutes taxes comprises. */
  inclusive: string;
  total: string;
  tip: string;
  /** Why the tip carries no VAT. */
  tipNote: string;
  paid: string;
  method: string;
  journal: string;
  payment: string;
  siret: string;
  vatNumber: string;
  /** The franchise's mention (art. 293 B du CGI); the French one is the legal text. */
  vatExempt: string;
  download: string;
  thanks: string;
};

export const RECEIPT_STRINGS: Readonly<Record<Language, ReceiptStrings>> = {
  fr: {
    receipt: 'Reçu',
    expenseNote: 'Note de frais',
    date: 'Date',
    table: 'Table',
    noTable: 'À emporter / sans table',
    item: 'Article',
    quantity: 'Qté',
    amount: 'Montant',
    meal: 'Repas',
    vatByRate: 'TVA par taux',
    rate: 'Taux',
    base: 'HT',
    vat: 'TVA',
    inclusive: 'TTC',
    total: 'Total TTC',
    tip: 'Pourboire',
    tipNote: 'hors TVA, reversé au personnel',
    paid: 'Payé',
    method: 'Moyen de paiement',
    journal: 'N° de journal',
    payment: 'Référence du paiement',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    vatExempt: 'TVA non applicable, art. 293 B du CGI',
    download: 'Télécharger le PDF',
    thanks: 'Merci de votre visite',
  },
  en: {
    receipt: 'Receipt',
    expenseNote: 'Expense receipt',
    date: 'Date',
    table: 'Table',
    noTable: 'Takeaway / no table',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    meal: 'Meal',
    vatByRate: 'VAT by rate',
    rate: 'Rate',
    base: 'Excl. VAT',
    vat: 'VAT',
    inclusive: 'Incl. VAT',
    total: 'Total incl. VAT',
    tip: 'Tip',
    tipNote: 'not subject to VAT, passed on to the staff',
    paid: 'Paid',
    method: 'Payment method',
    journal: 'Journal no.',
    payment: 'Payment reference',
    siret: 'SIRET',
    vatNumber: 'EU VAT number',
    vatExempt: 'VAT not applicable (French tax code, art. 293 B)',
    download: 'Download the PDF',
    thanks: 'Thank you for your visit',
  },
  es: {
    receipt: 'Recibo',
    expenseNote: 'Nota de gastos',
    date: 'Fecha',
    table: 'Mesa',
    noTable: 'Para llevar / sin mesa',
    item: 'Artículo',
    quantity: 'Cant.',
    amount: 'Importe',
    meal: 'Comida',
    vatByRate: 'IVA por tipo',
    rate: 'Tipo',
    base: 'Base imponible',
    vat: 'IVA',
    inclusive: 'IVA incluido',
    total: 'Total IVA incluido',
    tip: 'Propina',
    tipNote: 'sin IVA, para el personal',
    paid: 'Pagado',
    method: 'Forma de pago',
    journal: 'N.º de registro',
    payment: 'Referencia del pago',
    siret: 'SIRET',
    vatNumber: 'NIF-IVA intracomunitario',
    vatExempt: 'IVA no aplicable (art. 293 B del código tributario francés)',
    download: 'Descargar el PDF',
    thanks: 'Gracias por su visita',
  },
  zh: {
    receipt: '收据',
    expenseNote: '报销单据',
    date: '日期',
    table: '桌号',
    noTable: '外带 / 无桌号',
    item: '项目',
    quantity: '数量',
    amount: '金额',
    meal: '餐费',
    vatByRate: '按税率计增值税',
    rate: '税率',
    base: '不含税',
    vat: '增值税',
    inclusive: '含税',
    total: '含税总额',
    tip: '小费',
    tipNote: '不含增值税，归员工所有',
    paid: '已付',
    method: '支付方式',
    journal: '日志编号',
    payment: '支付参考号',
    siret: 'SIRET',
    vatNumber: '欧盟增值税号',
    vatExempt: '不适用增值税（法国税法第 293 B 条）',
    download: '下载 PDF',
    thanks: '感谢光临',
  },
  it: {
    receipt: 'Ricevuta',
    expenseNote: 'Nota spese',
    date: 'Data',
    table: 'Tavolo',
    noTable: 'Da asporto / senza tavolo',
    item: 'Articolo',
    quantity: 'Qtà',
    amount: 'Importo',
    meal: 'Pasto',
    vatByRate: 'IVA per aliquota',
    rate: 'Aliquota',
    base: 'Imponibile',
    vat: 'IVA',
    inclusive: 'IVA inclusa',
    total: 'Totale IVA inclusa',
    tip: 'Mancia',
    tipNote: 'esente IVA, destinata al personale',
    paid: 'Pagato',
    method: 'Metodo di pagamento',
    journal: 'N. di registro',
    payment: 'Riferimento del pagamento',
    siret: 'SIRET',
    vatNumber: 'Partita IVA intracomunitaria',
    vatExempt: 'IVA non applicabile (art. 293 B del codice tributario francese)',
    download: 'Scarica il PDF',
    thanks: 'Grazie per la visita',
  },
};

/** A label in French and, when the diner reads another language that says it differently, theirs. */
export type ReceiptLabel = { fr: string; other: string | null };

export function receiptLabel(key: keyof ReceiptStrings, language: Language): ReceiptLabel {
  const french = RECEIPT_STRINGS.fr[key];
  const other = RECEIPT_STRINGS[language][key];
  return { fr: french, other: other === french ? null : other };
}

/** "Reçu · Receipt"; "Reçu" alone for a French reader. */
export function bilingualLabel(key: keyof ReceiptStrings, language: Language): string {
  const { fr, other } = receiptLabel(key, language);
  return other === null ? fr : `${fr} · ${other}`;
}
