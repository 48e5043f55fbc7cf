# Refus du routage des clics : une commande inutilisable ne change rien.

errors-control-unknown = Cette commande n'est pas reconnue ; rien n'a été modifié.
errors-control-elsewhere = Cette commande n'appartient pas à ce message ; rien n'a été modifié.
errors-choice-unknown = Ce choix n'est pas reconnu ; rien n'a été modifié.
errors-no-game = Cette partie n'existe plus.
errors-control-other-place = Cette commande appartient à une partie ou à un défi d'un autre serveur ou d'un autre salon, et ne fonctionne que là-bas ; rien n'a été modifié.
