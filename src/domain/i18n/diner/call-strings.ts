import type { Language } from '../languages';

/**
 * "Appeler un serveur" and "Demander l'addition" on a table's page (issue 24 §4), in the five
 * reading languages. The buttons are in the page; the page carries the other strings of its
 * language for the script (a data attribute), and the server answers a refusal (429) in the
 * language the script names.
 */
export type CallStrings = {
  waiter: string;
  bill: string;
  sending: string;
  waiterSent: string;
  billSent: string;
  /** Staff tapped "J'arrive" on the board. */
  acknowledged: string;
  /** Unanswered for CALL_OPEN_MINUTES: the call closed by itself. */
  expired: string;
  /** No answer from the server: the request is kept for "retry". */
  network: string;
  failed: string;
  /** 429: too many calls from the table or the restaurant. */
  tooMany: string;
  retry: string;
  dismiss: string;
};

export const FR_CALLS: CallStrings = {
  waiter: 'Appeler un serveur',
  bill: 'Demander l’addition',
  sending: 'Envoi…',
  waiterSent: 'Un serveur a été prévenu. Il arrive dès que possible.',
  billSent: 'Le personnel a été prévenu : on vous apporte l’addition.',
  acknowledged: '« J’arrive ! » Un serveur vient à votre table.',
  expired: 'Personne n’a encore pu répondre. Appelez à nouveau si besoin.',
  network: 'Connexion impossible. Votre demande est conservée : réessayez.',
  failed: 'Votre demande n’a pas pu être envoyée. Adressez-vous au personnel.',
  tooMany: 'Trop d’appels en peu de temps. Patientez un instant, puis réessayez.',
  retry: 'Réessayer',
  dismiss: 'Fermer',
};

const EN_CALLS: CallStrings = {
  waiter: 'Call a waiter',
  bill: 'Ask for the bill',
  sending: 'Sending…',
  waiterSent: 'A waiter has been told and will come as soon as possible.',
  billSent: 'The staff have been told: your bill is on its way.',
  acknowledged: '“On my way!” A waiter is coming to your table.',
  expired: 'Nobody could answer yet. Call again if you need to.',
  network: 'No connection. Your request is kept: please try again.',
  failed: 'Your request could not be sent. Please ask the staff.',
  tooMany: 'Too many calls in a short time. Wait a moment, then try again.',
  retry: 'Try again',
  dismiss: 'Close',
};

const ES_CALLS: CallStrings = {
  waiter: 'Llamar a un camarero',
  bill: 'Pedir la cuenta',
  sending: 'Enviando…',
  waiterSent: 'Se ha avisado a un camarero. Vendrá en cuanto pueda.',
  billSent: 'Se ha avisado al personal: te traen la cuenta.',
  acknowledged: '«¡Ya voy!» Un camarero viene a tu mesa.',
  expired: 'Nadie ha podido responder todavía. Vuelve a llamar si lo necesitas.',
  network: 'Sin conexión. Tu petición se conserva: inténtalo de nuevo.',
  failed: 'No se ha podido enviar tu petición. Dirígete al personal.',
  tooMany: 'Demasiadas llamadas en poco tiempo. Espera un momento y vuelve a intentarlo.',
  retry: 'Reintentar',
  dismiss: 'Cerrar',
};

const ZH_CALLS: CallStrings = {
  waiter: '呼叫服务员',
  bill: '请求结账',
  sending: '正在发送…',
  waiterSent: '已通知服务员，将尽快过来。',
  billSent: '已通知工作人员，马上为您送上账单。',
  acknowledged: '“马上来！”服务员正前往您的餐桌。',
  expired: '暂时无人回应。如有需要，请再次呼叫。',
  network: '网络连接失败。您的请求已保留，请重试。',
  failed: '无法发送您的请求，请联系工作人员。',
  tooMany: '短时间内呼叫次数过多，请稍候再试。',
  retry: '重试',
  dismiss: '关闭',
};

const IT_CALLS: CallStrings = {
  waiter: 'Chiama un cameriere',
  bill: 'Chiedi il conto',
  sending: 'Invio…',
  waiterSent: 'Un cameriere è stato avvisato e arriverà appena possibile.',
  billSent: 'Il personale è stato avvisato: ti portano il conto.',
  acknowledged: '«Arrivo!» Un cameriere sta venendo al tuo tavolo.',
  expired: 'Nessuno ha ancora potuto rispondere. Chiama di nuovo se serve.',
  network: 'Connessione assente. La tua richiesta è conservata: riprova.',
  failed: 'Impossibile inviare la richiesta. Rivolgiti al personale.',
  tooMany: 'Troppe chiamate in poco tempo. Attendi un momento, poi riprova.',
  retry: 'Riprova',
  dismiss: 'Chiudi',
};

export const CALL_STRINGS: Record<Language, CallStrings> = {
  fr: FR_CALLS,
  en: EN_CALLS,
  es: ES_CALLS,
  zh: ZH_CALLS,
  it: IT_CALLS,
};
