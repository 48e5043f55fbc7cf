# Donnes gagnables : les donnes du jour et /jouer <jeu> gagnable:true ne distribuent que des
# donnes dont le solveur a prouvé qu'elles se gagnent (bot.deals).

cmd-winnable = gagnable
cmd-winnable-desc = Une donne dont on est sûr qu'elle se gagne, jouée seul (résultats comptés à part)
winnable-marker = (donne gagnable)
winnable-result = Cette donne a été vérifiée avant d'être distribuée : elle se gagne. Son résultat compte à part de tes autres parties dans /stats.
winnable-preparing = Une donne gagnable de { $game } avec ces règles est en préparation ; rien n'a été lancé. Réessaie dans un instant.
winnable-daily-preparing = La donne du jour de { $game } est en préparation ; rien n'a été lancé. Réessaie dans un instant.
winnable-daily-proved = une donne gagnable
winnable-daily-board = La donne du jour a été vérifiée avant d'être distribuée : elle se gagne.
winnable-alone-only = Les donnes gagnables de { $game } se jouent seul : retire l'adversaire et le niveau.
winnable-not-with-code = Un code de donne dit déjà quelle donne jouer : retire gagnable.
winnable-stats-title = { $game } · donnes gagnables
