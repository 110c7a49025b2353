/** README.txt of the archive: what each file holds, in French (the owner reads it). */
export function renderReadme(input: {
  restaurantName: string;
  createdAt: string;
  reportFrom: string;
  reportTo: string;
}): string {
  return `Ardoise — export des données de « ${input.restaurantName} »
Archive créée le ${input.createdAt}.

Cette archive contient les données de votre restaurant conservées par Ardoise
(droit d'accès et à la portabilité, articles 15 et 20 du RGPD). Les fichiers .json
sont lisibles par un tableur ou un éditeur de texte, et par un autre logiciel.

compte.json
  Votre compte : adresse e-mail, nom du restaurant, abonnement et ses droits.

restaurant.json
  Le profil du restaurant : adresse publique, adresse, téléphone, horaires, liens,
  mentions légales des reçus.

menus/
  Chaque menu au format de l'API d'Ardoise (NN-nom-du-menu.json : catégories, plats,
  prix, variantes, allergènes, traductions) et son tableau des allergènes imprimable
  (NN-nom-du-menu-allergenes.pdf, décret n° 2015-447).

photos/
  Les photos que vous avez envoyées (la plus grande taille conservée) ;
  photos/index.json relie chaque fichier à son adresse dans vos menus.

commandes-et-paiements/
  service-du-jour.json : le résumé « Service du jour » des commandes et des paiements
  du ${input.reportFrom} au ${input.reportTo} (les commandes sont effacées après 90 jours).
  journal-AAAA.json : le journal des paiements de l'année, signé et chaîné
  (conservé 6 ans, article L102 B du livre des procédures fiscales).
  clotures.json : les clôtures du journal (jour, mois, année).
  Ces fichiers ne contiennent aucune donnée personnelle de vos clients.

audience/comptages.json
  Les mesures d'audience de vos menus : des comptes par heure (13 mois) puis par
  jour, sans aucune donnée sur les visiteurs.

equipe.json
  Votre équipe : membres et rôles, invitations en attente, tablettes connectées
  (sans mot de passe ni code d'accès).

Le lien de téléchargement de cette archive expire 24 heures après sa création ;
l'archive est alors effacée de nos serveurs.
`;
}
