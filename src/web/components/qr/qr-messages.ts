/** The QR pages' French wording (spec part 1 §2 "QR pages", §5, §8). */
export const QR_MESSAGES = {
  linkCopied: 'Lien copié',
  copyFailed: 'Impossible de copier le lien',
  copyFailedHint: 'Sélectionnez le lien dans le champ et copiez-le manuellement.',
  downloaded: 'QR Code téléchargé',
  downloadFailed: 'Impossible de télécharger le QR code',
  noMenu: 'Aucun menu disponible',
  noMenuDownload: "Veuillez d'abord créer un menu avant de télécharger le QR code.",
  noMenuShare: "Veuillez d'abord créer un menu avant de partager le QR code.",
  noMenuPremium:
    "Vous n'avez aucun menu actif. Créez un menu et activez-le depuis votre tableau de bord pour que votre QR code l'affiche.",
  noMenuFree: "Créez votre menu pour que votre QR code l'affiche à vos clients.",
  noMenuCode: "Créez d'abord un menu pour générer votre QR code.",
  menuNotFound: 'Menu non trouvé',
  loadFailed: 'Une erreur est survenue lors du chargement du menu',
  authError: "Erreur d'authentification",
  authErrorHint: 'Veuillez vous connecter pour accéder à ce menu',
} as const;
