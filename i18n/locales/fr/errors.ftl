# Refus du routage des clics : une commande inutilisable ne change rien.

errors-control-unknown = Cette commande n'est pas reconnue ; rien n'a été modifié.
errors-control-elsewhere = Cette commande n'appartient pas à ce message ; rien n'a été modifié.
errors-choice-unknown = Ce choix n'est pas reconnu ; rien n'a été modifié.
errors-no-game = Cette partie n'existe plus.
