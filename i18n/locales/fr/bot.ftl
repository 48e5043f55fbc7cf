## Les tables, panneaux, défis et annonces du bot.

## Buttons and menus

bot-button-choose = Choisir
bot-button-back = Retour
bot-button-cancel = Annuler
bot-button-hint = Indice
bot-button-resign = Abandonner
bot-button-refresh = Actualiser
bot-button-your-hand = Ta main
bot-button-accept = Accepter
bot-button-decline = Refuser
bot-button-withdraw = Retirer
bot-button-rematch = Revanche
bot-button-rematch-asked = Revanche demandée
bot-button-play-again = Rejouer
bot-button-new-game-started = Nouvelle partie lancée
bot-button-winnable = Était-ce gagnable ?
bot-button-confirm-resign = Oui, abandonner
bot-button-bring-back = Amener la table ici
# Boutons qui ouvrent une page du site compagnon dans le navigateur.
web-link-game = Page de la partie
web-link-player = Page du joueur
web-link-server = Page du serveur
web-link-event = Page du tournoi

## Names

bot-name-bot = Le bot
bot-name-bot-mid = le bot
bot-name-bot-of = du bot
bot-name-player = Joueur { $n }
bot-the-bot = le bot
bot-the-bot-level = le bot ({ $level })
bot-against-the-bot = le bot
bot-players-vs = { $left } contre { $right }

## The public table

bot-table-head = **{ $title }** · { $players }
bot-table-house-rules = règles maison : { $rules }
bot-table-event = événement : { $name }
bot-table-waiting = En attente de { $who } : { $n ->
    [one] appuie
   *[other] appuyez
  } sur **Ta main** et { $act }.
bot-game-over = **Partie terminée.** { $reason }
bot-reaction-you = ⏳ Réponds <t:{ $due }:R>.
bot-reaction-you-default = ⏳ Réponds <t:{ $due }:R>, sinon ce choix sera fait pour toi : { $what }.
bot-reaction-other = ⏳ { $who } a jusqu'à <t:{ $due }:R> pour répondre.
bot-reaction-other-default = ⏳ { $who } a jusqu'à <t:{ $due }:R> pour répondre ; sinon : { $what }
# $n: how many steps of a long change the table's message leaves out (the newest are shown).
bot-table-steps-left-out = { $n ->
    [one] ({ $n } étape de plus, tout le journal avec /revoir)
   *[other] ({ $n } étapes de plus, tout le journal avec /revoir)
  }
bot-table-caught-up = Cette table avait pris du retard ; elle montre maintenant où en est la partie. Rien n'a été modifié.
bot-table-restored = Le bot a redémarré ; cette table montre où en est la partie.
bot-table-moved = Cette table a été déplacée : { $link }
bot-message-missing = (son message est introuvable)
bot-stale-button = Ce bouton appartient à une position précédente ; rien n'a été modifié. Voici la table maintenant ({ $link }) :
bot-use-your-hand = Joue avec **Ta main** ; rien n'a été modifié.
bot-not-your-turn = Ce n'est pas ton tour ; rien n'a été modifié.
bot-choice-unavailable = Ce choix n'est pas disponible pour le moment ; rien n'a été modifié.
bot-daily-private-table = Une donne du jour se joue sur sa propre table privée (`/donne-du-jour`) ; rien n'a été modifié.

## Private panels

bot-panel-head = **Ta main** · { $title } · contre { $others }
bot-panel-head-alone = **Ta main** · { $title }
bot-panel-you-won = **Tu as gagné.**
bot-panel-draw = **Match nul.**
bot-panel-you-lost = **Tu as perdu.**
bot-panel-waiting = { $wait } Ce panneau se met à jour tout seul quand c'est ton tour.
bot-panel-played-on-table = Ce jeu se joue directement sur la table.
bot-panel-not-from-panel = Ce jeu se joue sur sa table, pas depuis un panneau ; rien n'a été modifié.
bot-panel-nothing-to-do = Rien à faire pour l'instant ; rien n'a été modifié.
bot-panel-earlier-question = Ce bouton appartient à une question précédente ; rien n'a été modifié. Voici la question actuelle.
bot-panel-choice-gone = Ce choix n'est plus disponible ; rien n'a été modifié.

## Refusals of the table service

bot-busy-default = { $who } joue déjà une partie de ce jeu dans ce salon.
bot-seats-count = { $title } ne se joue pas à { $n } places.
bot-only-players = { $n ->
    [one] Seul { $players } peut
   *[other] Seuls { $players } peuvent
  } jouer à cette partie. Lance la tienne avec `/jouer { $key }`.
bot-game-is-over = Cette partie est terminée ; lance-en une nouvelle avec `/jouer { $key }`.
bot-table-moved-on = La table a avancé avant que ton clic n'arrive ; rien n'a été modifié.

## Starting games and challenges

bot-server-channels-only = Les parties se jouent dans les salons d'un serveur.
bot-place-no-challenge = Ici, { $title } se joue seul ou contre le bot : les défis entre membres se lancent dans un serveur où se trouve le bot ou dans un groupe privé. Retire `opponent`, ou choisis le bot.
bot-place-needs-server = Cette commande fonctionne dans un serveur où se trouve le bot : ajoute le bot au serveur, ou utilise-la là-bas.
bot-busy = { $own ->
    [yes] Tu as
   *[other] { $who } a
  } déjà une partie de { $title } en cours dans ce salon : { $link }. Termine-la ou abandonne-la d'abord.
bot-level-needs-bot = Un niveau ne sert que pour les parties contre le bot : retire `opponent`, ou choisis-moi.
bot-no-self-challenge = Tu ne peux pas te défier toi-même. Retire `opponent` pour jouer sans adversaire.
bot-no-bot-accounts = Les comptes de bots ne peuvent pas jouer. Retire `opponent` pour jouer sans adversaire.
bot-no-bot-accounts-or-me = Les comptes de bots ne peuvent pas jouer. Retire `opponent` pour jouer sans adversaire, ou choisis-moi comme adversaire.
bot-solo-no-level = En solo, { $title } n'a pas de bot dont régler le niveau ; choisis-moi comme adversaire.
bot-needs-opponent = { $title } se joue avec un adversaire : ajoute `opponent:` à la commande.
bot-deal-other-game = Ce code distribue une donne de { $title } : utilise `/jouer { $key } donne:{ $code }`.
bot-deal-own-options = Un code de donne apporte ses propres options ; laisse les autres de côté.
bot-deal-one-player = Cette donne se joue à un seul joueur ; retire `opponent`.
bot-deal-players = Cette donne se joue à { $n } joueurs : ajoute `opponent:` à la commande.
bot-deal-challenge = Défie un autre membre sur cette donne, ou retire `opponent` pour la jouer contre moi.
bot-players-count = { $title } ne se joue pas à { $n ->
    [one] { $n } personne
   *[other] { $n } personnes
  }.
bot-challenge-replayed-deal = une donne rejouée
bot-challenge = { $host } défie { $invitees } à **{ $title }**. { $waiting }, { $n ->
    [one] accepte ou refuse
   *[other] acceptez ou refusez
  } ; le défi expire <t:{ $due }:R>.
bot-challenge-rules = { $host } défie { $invitees } à **{ $title }** ({ $rules }). { $waiting }, { $n ->
    [one] accepte ou refuse
   *[other] acceptez ou refusez
  } ; le défi expire <t:{ $due }:R>.
bot-challenge-closed = Le défi de { $host } à { $invitees } ({ $title }) { $status ->
    [accepted] a déjà été accepté
    [expired] a expiré
    [declined] a été refusé
   *[withdrawn] a été retiré
  }.
bot-challenge-superseded = Le défi de { $host } à { $invitees } ({ $title }) a été retiré. Un autre défi entre eux a été accepté.
bot-challenge-is-closed = Ce défi { $status ->
    [accepted] a déjà été accepté
    [expired] a expiré
    [declined] a été refusé
   *[withdrawn] a été retiré
  }.
bot-challenge-answered-meanwhile = Quelqu'un a répondu à ce défi entre-temps ; réessaie.
bot-already-challenged = Tu as déjà défié { $who } à { $title } : { $link }. Attends une réponse, ou retire-le là-bas.
bot-challenge-unknown = Ce défi n'est pas reconnu ; rien n'a été modifié.
bot-challenge-host-only = Seul { $host } peut retirer ce défi.
bot-challenge-invitees-only = { $n ->
    [one] Seul { $who } peut
   *[other] Seuls { $who } peuvent
  } répondre à ce défi.
bot-challenge-accepted = Défi accepté : la partie commence.
bot-challenge-accepted-elsewhere = { $host } t'avait déjà défié, tu as donc accepté : { $link }
bot-challenge-closed-meanwhile = Ce défi a été clos entre-temps.
bot-rematch-players-only = Seuls les joueurs de cette partie peuvent demander une revanche.

## Resigning

bot-resign-ask = Abandonner cette partie ? Elle comptera comme une défaite.
bot-resigned = Tu as abandonné.

## Hints

bot-hinted = 💡 Partie jouée avec { $n ->
    [one] { $n } indice
   *[other] { $n } indices
  }.
bot-hint-stale = Ce bouton Indice appartient à une position précédente ; rien n'a été modifié. Appuie sur Indice sur la table telle qu'elle est maintenant.
bot-hint-none = Ce jeu n'a pas d'indices ; rien n'a été modifié.
bot-hint-off = Les indices sont désactivés sur ce serveur ; rien n'a été modifié.
bot-hint-nothing-to-decide = Tu n'as rien à décider pour l'instant, donc pas d'indice à donner.
bot-hint-press = 💡 Indice : appuie sur { $how }.
bot-hint-counted-first = Cette partie compte maintenant 1 indice : son résultat le mentionne, et une donne du jour jouée avec des indices n'entre pas dans les classements.
bot-hint-counted = Indices utilisés dans cette partie : { $n }.

## Was it winnable?

bot-verdict-no = Non : cette donne ne pouvait pas être gagnée, quoi que tu aies fait.
bot-verdict-undecided = Indécis : dans le temps imparti, la recherche a examiné { $nodes } positions sans pouvoir trouver de victoire ni l'exclure.
bot-verdict-yes-first-move = Oui : cette donne pouvait être gagnée, mais plus après ton tout premier coup.
bot-verdict-yes-after = Oui : cette donne pouvait être gagnée. Ta partie pouvait encore être gagnée après { $k ->
    [1] ton premier coup
    [one] { $k } premier coup
   *[other] tes { $k } premiers coups
  }.
bot-verdict-you-played = Au coup { $n }, tu as joué : { $move }
bot-verdict-then = { $before } Puis : { $next }
bot-verdict-line = Une suite gagnante à partir de là : { $moves }
bot-verdict-line-more = Une suite gagnante à partir de là : { $moves } …et ainsi de suite jusqu'à la victoire.
bot-verdict-player-only = Seul le joueur de cette partie peut demander si sa donne était gagnable.
bot-verdict-not-offered = Seule une partie perdue jouée en solo peut être examinée ainsi ; rien n'a été modifié.
bot-verdict-pending = C'est déjà en cours de calcul ; la réponse sera publiée ici.
bot-verdict-working = Je cherche si cette donne pouvait être gagnée (jusqu'à { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
  }) ; la réponse sera publiée ici.
bot-verdict-post-head = **Était-ce gagnable ?** ({ $title }, partie de { $who })

## Timers and notices

bot-no-answer-in-time = Pas de réponse à temps de { $who }.
bot-reminder = { $who } : { $n ->
    [one] ta partie de { $title } t'attend
   *[other] votre partie de { $title } vous attend
  } ({ $link }). Sans coup joué d'ici { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
  }, elle sera perdue par forfait.
bot-lead-forfeited = Aucun coup depuis { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
  }.
bot-lead-abandoned = Personne n'a joué depuis { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
  }.
bot-notice-won = **{ $title }** est terminé : { $winners } { $n ->
    [one] a gagné
   *[other] ont gagné
  }. { $link }
bot-notice-over = **{ $title }** est terminé : { $reason } { $link }
bot-notice-your-move = { $who } : { $n ->
    [one] à toi de jouer
   *[other] à vous de jouer
  } dans **{ $title }**. { $link }

# A correspondence clock (/play ... clock:): refusals, the challenge's words.
bot-clock-needs-member = Une cadence sert pour une partie contre un membre : défie quelqu'un avec `opponent` (contre moi ou seul, personne n'est chronométré). Rien n'a été lancé.
bot-clock-choices = Une cadence, c'est { $choices } jours par coup. Rien n'a été lancé.
bot-challenge-clock = { $n ->
        [one] { $n } jour par coup
       *[other] { $n } jours par coup
    }
# When the people to act now run out of time; $due: a Unix time.
bot-deadline-you = ⏰ À toi de jouer avant <t:{ $due }:f> (<t:{ $due }:R>), sinon la partie est perdue au temps.
bot-deadline-other = ⏰ { $who } { $n ->
        [one] a
       *[other] ont
    } jusqu'à <t:{ $due }:f> (<t:{ $due }:R>) pour jouer.
bot-lead-forfeited-days = Aucun coup depuis { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
bot-lead-abandoned-days = Personne n'a joué depuis { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
# "Your turn" DMs (bot.discord.turn_dms). $n: the games listed; $deadline: a Discord timestamp
# (<t:…:R>, shown as "in 11 hours"); $link: the table's message; $against: the other players.
turndm-head = { $n ->
    [one] { $n } partie t'attend :
   *[other] { $n } parties t'attendent :
}
turndm-game = • **{ $title }** contre { $against }, temps écoulé { $deadline } : { $link }
turndm-game-open = • **{ $title }** contre { $against } : { $link }
turndm-off = Désactive ces messages avec `/paramètres moi mp_tour:False`.
# Said once, privately, on the next interaction of a member whose DMs Discord refused.
turndm-refused-closed = Tes MP « à toi de jouer » ne peuvent pas t'atteindre : tes messages privés sont fermés à ce bot, il a donc cessé de les envoyer. Tes parties t'attendent là où tu les joues. Pour les recevoir à nouveau, autorise les messages privés de ce serveur (Paramètres de confidentialité), puis lance `/paramètres moi mp_tour:True`.
turndm-refused-no-mutual = Tes MP « à toi de jouer » ne peuvent pas t'atteindre : Discord ne laisse le bot écrire qu'aux membres d'un serveur où il se trouve, il a donc cessé de les envoyer. Tes parties t'attendent là où tu les joues. Lance `/paramètres moi mp_tour:True` quand tu partageras de nouveau un serveur avec le bot.
