# Tournois : arènes et tournois suisses (bot.features.events, event_board, event_commands)

events-kind-arena = Arène
events-kind-swiss = Tournoi suisse
events-kind-challenge = Défi à donnes identiques
events-default-name = { $kind } : { $game }

## Où en est un tournoi ({ $when } est une heure Discord, que chacun voit dans la sienne)
events-status-starts = Commence { $when }
events-status-running = En cours
events-status-ends = Se termine { $when }
events-status-finishing = Le temps est écoulé : les dernières parties se terminent
events-status-round = Ronde { $round } sur { $rounds }
events-status-over = Classement final

## Le message du tournoi
events-message-head = **{ $name }** ({ $kind } : { $game })
events-message-players =
    { $n ->
        [0] Personne n'a encore rejoint.
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
events-how-arena = Appuie sur **Rejoindre** pour jouer : tu reçois un adversaire dès qu'un autre joueur attend. Une victoire rapporte 2 points, une partie nulle 1 ; après deux victoires d'affilée, tes victoires comptent double. **Quitter** te retire de la file d'attente jusqu'à ce que tu rejoignes à nouveau.
events-how-swiss = Appuie sur **Rejoindre** avant la première ronde. Nombre de rondes : { $rounds }. Chaque ronde oppose des joueurs aux scores proches qui ne se sont pas encore affrontés ; si leur nombre est impair, un joueur est exempt et reçoit un point. **Quitter** te fait sauter les rondes suivantes jusqu'à ce que tu rejoignes à nouveau.
events-how-challenge =
    { $deals ->
        [1] Une donne, la même pour tout le monde
        [one] { $deals } donne, la même pour tout le monde
       *[other] { $deals } donnes, les mêmes pour tout le monde
    }{ $winnable ->
        [yes] , chaque donne prouvée gagnable.
       *[no] , tirage au hasard (gagnable ou non).
    } Appuie sur **Jouer** pour jouer sur ta propre table privée, une donne après l'autre : un essai par donne. Classement par donnes gagnées, puis selon le critère propre au jeu, puis selon le temps total ; les résultats s'affichent à la fin du défi.
events-more-players =
    { $n ->
        [one] …et { $n } autre joueur (appuie sur Classement)
       *[other] …et { $n } autres joueurs (appuie sur Classement)
    }
events-standings-title = { $name } ({ $game })
events-tiebreaks = Buchholz { $buchholz }, Sonneborn-Berger { $sb }
events-someone = un joueur
events-button-join = Rejoindre
events-button-leave = Quitter
events-button-standings = Classement

## Appariements, tables et fin
events-paired = { $first } et { $second } : votre partie de l'événement « { $name } » est prête.
events-table-note = Ronde { $round }
events-tables-thread = { $name } : tables { $number }
events-podium =
    { $n ->
        [0] **{ $name }** est terminé : { $podium }
       *[other] **{ $name }** est terminé. Podium : { $podium }
    }
events-nobody-played = personne n'a joué de partie.

## Réponses que seul le membre voit
events-joined-arena = Tu as rejoint **{ $name }**. Tu recevras une mention dès que tu auras un adversaire ; appuie sur Quitter pour arrêter.
events-joined-swiss = Tu as rejoint **{ $name }**. Tu recevras une mention quand la partie de ta ronde sera prête.
events-joined-challenge = Tu as rejoint **{ $name }**.
events-back = Te revoilà dans **{ $name }** : tu recevras de nouveau des adversaires.
events-already-in = Tu participes déjà à **{ $name }**.
events-left = Tu as quitté **{ $name }** : tu ne recevras plus d'adversaire tant que tu n'appuies pas sur Rejoindre. Une partie en cours compte quand même.
events-not-in = Tu ne participes pas à ce tournoi.
events-closed = Ce tournoi n'accepte plus de joueurs.
events-unknown = Ce tournoi n'existe pas sur ce serveur.
events-server-only = Les tournois se jouent dans les salons d'un serveur.
events-not-allowed = Seuls les membres qui peuvent gérer le serveur, ou qui ont le rôle choisi dans /paramètres serveur, peuvent lancer des tournois.
events-minutes-range = Une arène dure de { $low } à { $high } minutes.
events-rounds-range = Un tournoi suisse compte de { $low } à { $high } rondes.
events-starts-in-range = Un tournoi commence dans un délai de { $low } à { $high } minutes.
events-list-head =
    { $n ->
        [0] Aucun tournoi en cours ni à venir sur ce serveur.
       *[other] Tournois de ce serveur :
    }
events-list-line = #{ $id } **{ $name }** ({ $kind } : { $game }), { $status } { $link }

## Défis à donnes identiques (bot.features.challenge)
events-button-play = Jouer
events-challenge-give-up = Abandonner cette donne
events-challenge-hidden = caché
events-challenge-wins =
    { $n ->
        [one] { $n } victoire
       *[other] { $n } victoires
    }
events-challenge-time = temps { $time }
events-challenge-panel-head = **{ $name }** : { $game }, donne { $deal } sur { $deals } · toi seul vois cette table · fin { $when }
events-challenge-panel-over =
    { $left ->
        [0] C'était ta dernière donne. Les résultats s'afficheront à la fin du défi, { $when }.
        [1] Donne terminée. Appuie sur **Jouer** dans le message du défi pour ta dernière donne.
       *[other] Donne terminée. Appuie sur **Jouer** dans le message du défi pour ta donne suivante (encore { $left }).
    }
events-challenge-not-yours = C'est la donne de { $owner } ; rien n'a été modifié. Appuie sur Jouer dans le message du défi pour jouer la tienne.
events-challenge-deal-over = Cette donne est finie ; rien n'a été modifié.
events-challenge-stale = Ce bouton appartient à une position précédente de ta donne ; rien n'a été modifié. Voici où elle en est :
events-challenge-reopened = Ta donne, telle que tu l'as laissée (un essai par donne : c'est la même donne).
events-challenge-hints-off = Pas d'indices : chacun joue ces donnes sans aide.
events-challenge-no-hints = Pas d'indices dans un défi à donnes identiques : chacun joue ses donnes sans aide. Rien n'a été modifié.
events-challenge-over = **{ $name }** est terminé : plus aucune donne ne peut être jouée. Son classement montre les résultats de chacun.
events-challenge-not-yet = **{ $name }** commence { $when }.
events-challenge-all-played = Tu as joué toutes les donnes de **{ $name }**. Les résultats s'afficheront à la fin, { $when }.
events-challenge-deal-played = Tu as déjà joué la donne { $deal } de **{ $name }** : un essai par donne.
events-deals-range = Un défi compte de { $low } à { $high } donnes.
events-hours-range = Un défi dure de { $low } à { $high } heures.
