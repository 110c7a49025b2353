import type { Language } from '../i18n/languages';

/** The payer's page after Checkout (`/paiement/{id}`), in the five diner languages. */
export type PaymentPageStrings = {
  title: string;
  pending: string;
  pendingHint: string;
  succeeded: string;
  paid: (amount: string) => string;
  tip: (amount: string) => string;
  receipt: string;
  /** The note de frais's PDF, for a business meal. */
  expenseNote: string;
  notPaid: string;
  notCharged: string;
  back: string;
  mailSubject: (restaurant: string) => string;
};

export const PAYMENT_PAGE_STRINGS: Record<Language, PaymentPageStrings> = {
  fr: {
    title: 'Paiement',
    pending: 'Paiement en cours de confirmation…',
    pendingHint: 'Cette page se met à jour toute seule.',
    succeeded: 'Merci, votre paiement est confirmé.',
    paid: (amount) => `Réglé : ${amount}`,
    tip: (amount) => `dont pourboire : ${amount}`,
    receipt: 'Voir le reçu',
    expenseNote: 'Note de frais (PDF)',
    notPaid: 'Le paiement n’a pas abouti.',
    notCharged: 'Rien n’a été débité. Vous pouvez réessayer depuis l’addition.',
    back: 'Retour à la carte et à l’addition',
    mailSubject: (restaurant) => `Votre reçu · ${restaurant}`,
  },
  en: {
    title: 'Payment',
    pending: 'Confirming your payment…',
    pendingHint: 'This page updates by itself.',
    succeeded: 'Thank you, your payment is confirmed.',
    paid: (amount) => `Paid: ${amount}`,
    tip: (amount) => `including tip: ${amount}`,
    receipt: 'View the receipt',
    expenseNote: 'Expense receipt (PDF)',
    notPaid: 'The payment did not go through.',
    notCharged: 'Nothing was charged. You can try again from the bill.',
    back: 'Back to the menu and the bill',
    mailSubject: (restaurant) => `Your receipt · ${restaurant}`,
  },
  es: {
    title: 'Pago',
    pending: 'Confirmando su pago…',
    pendingHint: 'Esta página se actualiza sola.',
    succeeded: 'Gracias, su pago está confirmado.',
    paid: (amount) => `Pagado: ${amount}`,
    tip: (amount) => `propina incluida: ${amount}`,
    receipt: 'Ver el recibo',
    expenseNote: 'Nota de gastos (PDF)',
    notPaid: 'El pago no se ha realizado.',
    notCharged: 'No se ha cobrado nada. Puede volver a intentarlo desde la cuenta.',
    back: 'Volver a la carta y a la cuenta',
    mailSubject: (restaurant) => `Su recibo · ${restaurant}`,
  },
  zh: {
    title: '付款',
    pending: '正在确认您的付款…',
    pendingHint: '本页面会自动更新。',
    succeeded: '谢谢，您的付款已确认。',
    paid: (amount) => `已付：${amount}`,
    tip: (amount) => `含小费：${amount}`,
    receipt: '查看收据',
    expenseNote: '报销单据 (PDF)',
    notPaid: '付款未成功。',
    notCharged: '未扣任何款项。您可以在账单页面重试。',
    back: '返回菜单和账单',
    mailSubject: (restaurant) => `您的收据 · ${restaurant}`,
  },
  it: {
    title: 'Pagamento',
    pending: 'Conferma del pagamento in corso…',
    pendingHint: 'Questa pagina si aggiorna da sola.',
    succeeded: 'Grazie, il pagamento è confermato.',
    paid: (amount) => `Pagato: ${amount}`,
    tip: (amount) => `di cui mancia: ${amount}`,
    receipt: 'Vedi la ricevuta',
    expenseNote: 'Nota spese (PDF)',
    notPaid: 'Il pagamento non è andato a buon fine.',
    notCharged: 'Non è stato addebitato nulla. Può riprovare dal conto.',
    back: 'Torna al menu e al conto',
    mailSubject: (restaurant) => `La sua ricevuta · ${restaurant}`,
  },
};
