### Les mots communs du moteur (engine/core.py) et les phrases de la recherche (engine/search.py).

## Places

core-player = Joueur { $n }
core-name-of = de { $name }
core-you = Toi
core-whose = { $own ->
    [yes] ton
   *[other] { NAME($name, form: "of") }
  }
core-and-list = { $head } et { $last }

## Ce que dit la table d'un jeu par défaut

core-act-hint = { $n ->
    [one] joue ton coup
   *[other] jouez votre coup
  }
core-wait-hint = Rien à faire pour toi pour l'instant ; on attend les autres joueurs.
core-seat-mode = { $n ->
    [1] solo
    [one] { $n } joueur
   *[other] { $n } joueurs
  }

## Règles maison

core-option-off = { $name } désactivé
core-option-value = { $name } : { $value }
core-option-bad-value = { $name } ne peut pas valoir { $value }.
core-option-unknown = { $game } n'a pas cette option : { $names }.

## Coups refusés par tous les jeux

core-illegal-not-text = Une action doit être du texte.
core-illegal-over = Cette partie est terminée.
core-illegal-not-seated = Tu ne joues pas dans cette partie.
core-illegal-not-your-turn = Ce n'est pas ton tour.

## Indices : pourquoi le coup trouvé

search-only-move = C'est le seul coup que tu peux jouer.
search-reason-closest = Sur { $tried } parties d'essai jouées à partir d'ici, avec les cartes que tu ne vois pas distribuées au hasard, c'est ce coup qui s'est le plus approché de la victoire dans ses { $played } parties d'essai.
search-reason-won = Sur { $tried } parties d'essai jouées à partir d'ici, avec les cartes que tu ne vois pas distribuées au hasard, ce coup en a gagné { $won } sur ses { $played }.
search-reason-won-next = Sur { $tried } parties d'essai jouées à partir d'ici, avec les cartes que tu ne vois pas distribuées au hasard, ce coup en a gagné { $won } sur ses { $played } ; le meilleur coup suivant en a gagné { $next_won } sur { $next_played }.
