# /settings server et /settings me : ce que choisissent les serveurs et les membres.

# What this language calls itself, in the language menus.
language-name = Français

settings-cmd-name = paramètres
settings-cmd-desc = Langue, thème et façon de jouer ici
settings-cmd-server-name = serveur
settings-cmd-server-desc = Paramètres de ce serveur (demande « Gérer le serveur »)
settings-cmd-me-name = moi
settings-cmd-me-desc = Ta langue, ton thème et ta page web
settings-opt-language-name = langue
settings-opt-language-desc = Langue des messages publics et des tables
settings-opt-theme-name = thème
settings-opt-theme-desc = Thème des images des tables
settings-opt-allow-name = autoriser
settings-opt-allow-desc = Autoriser un jeu ici
settings-opt-forbid-name = interdire
settings-opt-forbid-desc = Empêcher de lancer un jeu ici
settings-opt-turn-name = heures_par_tour
settings-opt-turn-desc = Heures qu'a un joueur pour jouer son tour dans les jeux à deux
settings-opt-reaction-name = minutes_de_réaction
settings-opt-reaction-desc = Minutes pour une décision hors de son tour
settings-opt-hints-name = indices
settings-opt-hints-desc = Si les joueurs peuvent demander des indices
settings-opt-threads-name = fils
settings-opt-threads-desc = Si chaque partie a son propre fil
settings-opt-event-role-name = rôle_tournois
settings-opt-event-role-desc = Un rôle dont les membres peuvent aussi lancer des tournois
settings-opt-no-event-role-name = sans_rôle_tournois
settings-opt-no-event-role-desc = Seuls les membres pouvant gérer le serveur lancent des tournois
settings-opt-web-pages-name = pages_web
settings-opt-web-pages-desc = Montrer sur le web les classements, la saison et les pages de tournois du serveur
settings-opt-reset-name = réinitialiser
settings-opt-reset-desc = Remettre tous les paramètres par défaut
settings-opt-my-language-desc = Langue de ce que toi seul vois
settings-opt-my-theme-desc = Thème des images que toi seul vois
settings-opt-web-page-name = page_web
settings-opt-web-page-desc = Montrer sur le web ma page de joueur et l'export de mes parties
settings-opt-turn-dms-name = mp_tour
settings-opt-turn-dms-desc = M'envoyer un MP quand une partie m'attend
settings-choice-language-auto = La langue Discord du serveur
settings-choice-language-client = Ma langue Discord
settings-choice-theme-server = Le thème du serveur
settings-theme-classic = Classique
settings-theme-four-colour = Quatre couleurs
settings-theme-colour-blind = Adapté aux daltoniens
settings-theme-dark = Sombre

settings-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
settings-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
settings-server-title = **Paramètres de ce serveur**
settings-line-language = Langue des messages publics : { $value }
settings-line-theme = Thème des tables : { $value }
settings-line-games = Jeux qui peuvent être lancés : { $value }
settings-line-turn = Temps pour un tour : { $value }
settings-line-reaction = Temps pour une décision hors de son tour : { $value }
settings-line-hints = Indices : { $on ->
    [yes] autorisés
   *[other] interdits
}
settings-line-threads = Un fil par partie : { $on ->
    [yes] oui
   *[other] non
}
settings-line-events-manage = Qui peut lancer des tournois : les membres avec « Gérer le serveur »
settings-line-events-role = Qui peut lancer des tournois : les membres avec « Gérer le serveur », et le rôle { $role }
settings-line-web = Pages web (classements, saison, tournois) : { $on ->
    [yes] oui
   *[other] non
}
settings-line-web-address = Adresse : { $url }
settings-server-how = Modifie-les avec `/paramètres serveur` ; les nouvelles parties prennent les nouveaux délais, celles en cours gardent les leurs.
settings-me-title = **Tes paramètres**
settings-line-language-me = Langue de ce que toi seul vois : { $value }
settings-line-theme-me = Thème des images que toi seul vois : { $value }
settings-line-web-me = Ta page de joueur et l'export de tes parties sur le web : { $on ->
    [yes] oui
   *[other] non
}
settings-line-turn-dms-me = MP « à toi de jouer » (un MP quand une partie t'attend) : { $on ->
    [yes] oui
   *[other] non
}
settings-me-how = Modifie-les avec `/paramètres moi`.
settings-value-chosen = { $value }
settings-value-discord-language = la langue Discord du serveur ({ $value })
settings-value-discord-client = ta langue Discord ({ $value })
settings-value-server-theme = le thème du serveur
settings-value-all-games = tous
settings-value-no-game = aucun
settings-value-default = { $value } (par défaut)
settings-saved = Enregistré.
settings-refused = Seuls les membres qui peuvent gérer ce serveur peuvent modifier ses paramètres. `/paramètres moi` règle ta propre langue, ton thème et ta page web.
settings-refused-no-game = Au moins un jeu doit rester autorisé ; rien n'a été modifié.
settings-refused-turn = Le temps pour un tour doit être compris entre { $low } et { $high } heures ; rien n'a été modifié.
settings-refused-reaction = Le temps pour une décision hors de son tour doit être compris entre { $low } et { $high } minutes ; rien n'a été modifié.
settings-refused-event-role-both = Choisis un rôle pour les tournois ou retire-le, mais pas les deux à la fois ; rien n'a été modifié.
settings-threads-need-permissions = Pour ouvrir un fil par partie, il me faut les permissions « Créer des fils publics » et « Envoyer des messages dans les fils » dans vos salons ; en attendant, les parties restent dans leur salon.
settings-game-not-allowed = { $game } ne peut pas être lancé sur ce serveur (ses paramètres autorisent d'autres jeux).

# Un fil par partie (paramètre du serveur).
threads-name = { $game } : { $player }
threads-started = { $player } a lancé { $game } : la table est dans { $thread }.
threads-challenge-moved = Défi accepté : { $game } se joue dans { $thread }.
