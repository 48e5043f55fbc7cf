## Die Tische, Panels, Herausforderungen und Hinweise des Bots.

## Buttons and menus

bot-button-choose = Auswählen
bot-button-back = Zurück
bot-button-cancel = Abbrechen
bot-button-hint = Tipp
bot-button-resign = Aufgeben
bot-button-refresh = Aktualisieren
bot-button-your-hand = Deine Hand
bot-button-accept = Annehmen
bot-button-decline = Ablehnen
bot-button-withdraw = Zurückziehen
bot-button-rematch = Revanche
bot-button-rematch-asked = Revanche angefragt
bot-button-play-again = Nochmal spielen
bot-button-new-game-started = Neues Spiel gestartet
bot-button-winnable = War es zu gewinnen?
bot-button-confirm-resign = Ja, aufgeben
bot-button-bring-back = Tisch hierher holen
# Knöpfe, die eine Seite der Website im Browser öffnen.
web-link-game = Seite der Partie
web-link-player = Spielerseite
web-link-server = Serverseite
web-link-event = Turnierseite

## Names

bot-name-bot = Der Bot
bot-name-bot-mid = Der Bot
bot-name-bot-of = vom Bot
bot-name-player = Spieler { $n }
bot-the-bot = der Bot
bot-the-bot-level = der Bot ({ $level })
bot-against-the-bot = den Bot
bot-players-vs = { $left } vs. { $right }

## The public table

bot-table-head = **{ $title }** · { $players }
bot-table-house-rules = Hausregeln: { $rules }
bot-table-event = Turnier: { $name }
bot-table-waiting = Warten auf { $who }: { $n ->
    [one] Drück
   *[other] Drückt
  } auf **Deine Hand** und { $act }.
bot-game-over = **Spiel vorbei.** { $reason }
bot-reaction-you = ⏳ Antworte <t:{ $due }:R>.
bot-reaction-you-default = ⏳ Antworte <t:{ $due }:R>, sonst wird das für dich gewählt: { $what }.
bot-reaction-other = ⏳ { $who } hat bis <t:{ $due }:R> Zeit zu antworten.
bot-reaction-other-default = ⏳ { $who } hat bis <t:{ $due }:R> Zeit zu antworten; andernfalls: { $what }
# $n: how many steps of a long change the table's message leaves out (the newest are shown).
bot-table-steps-left-out = { $n ->
    [one] ({ $n } weiterer Schritt, das ganze Protokoll mit /wiederholung)
   *[other] ({ $n } weitere Schritte, das ganze Protokoll mit /wiederholung)
  }
bot-table-caught-up = Dieser Tisch war nicht mehr aktuell; jetzt zeigt er den Stand des Spiels. Es wurde nichts geändert.
bot-table-restored = Der Bot wurde neu gestartet; dieser Tisch zeigt den Stand des Spiels.
bot-table-moved = Dieser Tisch ist umgezogen: { $link }
bot-message-missing = (die Nachricht fehlt)
bot-stale-button = Dieser Button gehört zu einer früheren Stellung; es wurde nichts geändert. So sieht der Tisch jetzt aus ({ $link }):
bot-use-your-hand = Spiel über **Deine Hand**; es wurde nichts geändert.
bot-not-your-turn = Du bist nicht am Zug; es wurde nichts geändert.
bot-choice-unavailable = Diese Auswahl ist gerade nicht möglich; es wurde nichts geändert.
bot-daily-private-table = Ein Tagesspiel wird an einem eigenen privaten Tisch gespielt (`/tagesspiel`); es wurde nichts geändert.

## Private panels

bot-panel-head = **Deine Hand** · { $title } · gegen { $others }
bot-panel-head-alone = **Deine Hand** · { $title }
bot-panel-you-won = **Du hast gewonnen.**
bot-panel-draw = **Unentschieden.**
bot-panel-you-lost = **Du hast verloren.**
bot-panel-waiting = { $wait } Dieses Panel aktualisiert sich von selbst, wenn du am Zug bist.
bot-panel-played-on-table = Dieses Spiel wird direkt am Tisch gespielt.
bot-panel-not-from-panel = Dieses Spiel wird am Tisch gespielt, nicht über ein Panel; es wurde nichts geändert.
bot-panel-nothing-to-do = Gerade gibt es nichts zu tun; es wurde nichts geändert.
bot-panel-earlier-question = Dieser Button gehört zu einer früheren Frage; es wurde nichts geändert. Das ist die aktuelle Frage.
bot-panel-choice-gone = Diese Auswahl gibt es nicht mehr; es wurde nichts geändert.

## Refusals of the table service

bot-busy-default = { $who } spielt in diesem Kanal schon ein Spiel dieser Art.
bot-seats-count = { $title } kann nicht mit { $n } Plätzen gespielt werden.
bot-only-players = Nur { $players } { $n ->
    [one] kann
   *[other] können
  } dieses Spiel spielen. Starte dein eigenes mit `/spielen { $key }`.
bot-game-is-over = Dieses Spiel ist vorbei; starte ein neues mit `/spielen { $key }`.
bot-table-moved-on = Der Tisch war schon weiter, als dein Klick ankam; es wurde nichts geändert.

## Starting games and challenges

bot-server-channels-only = Gespielt wird in Server-Kanälen.
bot-place-no-challenge = Hier wird { $title } allein oder gegen den Bot gespielt: Herausforderungen zwischen Mitgliedern gibt es in einem Server mit dem Bot oder in einer Gruppen-DM. Lass `opponent` weg oder wähle den Bot.
bot-place-needs-server = Dieser Befehl funktioniert in einem Server, in dem der Bot ist: füge den Bot dem Server hinzu oder nutze ihn dort.
bot-busy = { $own ->
    [yes] Du hast
   *[other] { $who } hat
  } in diesem Kanal schon eine laufende Partie { $title }: { $link }. Beende sie zuerst oder gib sie auf.
bot-level-needs-bot = Eine Stufe gibt es nur für Spiele gegen den Bot: Lass `opponent` weg oder wähl mich.
bot-no-self-challenge = Du kannst dich nicht selbst herausfordern. Lass `opponent` weg, um ohne Gegner zu spielen.
bot-no-bot-accounts = Bot-Konten können nicht mitspielen. Lass `opponent` weg, um ohne Gegner zu spielen.
bot-no-bot-accounts-or-me = Bot-Konten können nicht mitspielen. Lass `opponent` weg, um ohne Gegner zu spielen, oder wähl mich als Gegner.
bot-solo-no-level = Allein gespielt hat { $title } keinen Bot, für den man eine Stufe einstellen könnte; wähl mich als Gegner.
bot-needs-opponent = Für { $title } brauchst du einen Gegner: Füg dem Befehl `opponent:` hinzu.
bot-deal-other-game = Dieser Code teilt { $title } aus: Nimm `/spielen { $key } verteilung:{ $code }`.
bot-deal-own-options = Ein Deal-Code bringt seine eigenen Optionen mit; lass die anderen weg.
bot-deal-one-player = Dieser Deal ist für einen Spieler; lass `opponent` weg.
bot-deal-players = Dieser Deal ist für { $n } Spieler: Füg dem Befehl `opponent:` hinzu.
bot-deal-challenge = Fordere ein anderes Mitglied heraus, diesen Deal zu spielen, oder lass `opponent` weg, um ihn gegen mich zu spielen.
bot-players-count = { $title } kann nicht von { $n ->
    [one] { $n } Person
   *[other] { $n } Personen
  } gespielt werden.
bot-challenge-replayed-deal = ein nachgespielter Deal
bot-challenge = { $host } fordert { $invitees } zu **{ $title }** heraus. { $waiting }, { $n ->
    [one] nimm an oder lehn ab
   *[other] nehmt an oder lehnt ab
  }; die Herausforderung läuft <t:{ $due }:R> ab.
bot-challenge-rules = { $host } fordert { $invitees } zu **{ $title }** ({ $rules }) heraus. { $waiting }, { $n ->
    [one] nimm an oder lehn ab
   *[other] nehmt an oder lehnt ab
  }; die Herausforderung läuft <t:{ $due }:R> ab.
bot-challenge-closed = Die Herausforderung von { $host } an { $invitees } ({ $title }) { $status ->
    [accepted] wurde bereits angenommen
    [expired] ist abgelaufen
    [declined] wurde abgelehnt
   *[withdrawn] wurde zurückgezogen
  }.
bot-challenge-superseded = Die Herausforderung von { $host } an { $invitees } ({ $title }) wurde zurückgezogen. Eine andere Herausforderung zwischen ihnen wurde angenommen.
bot-challenge-is-closed = Diese Herausforderung { $status ->
    [accepted] wurde bereits angenommen
    [expired] ist abgelaufen
    [declined] wurde abgelehnt
   *[withdrawn] wurde zurückgezogen
  }.
bot-challenge-answered-meanwhile = Auf diese Herausforderung wurde inzwischen geantwortet; versuch es bitte noch einmal.
bot-already-challenged = Du hast { $who } schon zu { $title } herausgefordert: { $link }. Warte auf eine Antwort oder zieh die Herausforderung dort zurück.
bot-challenge-unknown = Diese Herausforderung ist unbekannt; es wurde nichts geändert.
bot-challenge-host-only = Nur { $host } kann diese Herausforderung zurückziehen.
bot-challenge-invitees-only = Nur { $who } { $n ->
    [one] kann
   *[other] können
  } auf diese Herausforderung antworten.
bot-challenge-accepted = Herausforderung angenommen: Das Spiel beginnt.
bot-challenge-accepted-elsewhere = { $host } hatte dich schon herausgefordert, also hast du angenommen: { $link }
bot-challenge-closed-meanwhile = Diese Herausforderung wurde inzwischen geschlossen.
bot-rematch-players-only = Nur die Spieler dieser Partie können eine Revanche anfragen.

## Resigning

bot-resign-ask = Dieses Spiel aufgeben? Es zählt als Niederlage.
bot-resigned = Du hast aufgegeben.

## Hints

bot-hinted = 💡 Gespielt mit { $n ->
    [one] { $n } Tipp
   *[other] { $n } Tipps
  }.
bot-hint-stale = Dieser Tipp-Button gehört zu einer früheren Stellung; es wurde nichts geändert. Drück auf Tipp am aktuellen Tisch.
bot-hint-none = Für dieses Spiel gibt es keine Tipps; es wurde nichts geändert.
bot-hint-off = Tipps sind auf diesem Server ausgeschaltet; es wurde nichts geändert.
bot-hint-nothing-to-decide = Gerade hast du nichts zu entscheiden, also gibt es keinen Tipp.
bot-hint-press = 💡 Tipp: Drück { $how }.
bot-hint-counted-first = Dieses Spiel zählt jetzt 1 Tipp: Das Ergebnis sagt es, und ein Tagesspiel mit Tipps kommt nicht in die Bestenlisten.
bot-hint-counted = In diesem Spiel genutzte Tipps: { $n }.

## Was it winnable?

bot-verdict-no = Nein: Dieser Deal war nicht zu gewinnen, egal was du getan hättest.
bot-verdict-undecided = Nicht entschieden: Die Suche hat in der verfügbaren Zeit { $nodes } Stellungen angesehen und konnte weder einen Sieg finden noch ausschließen.
bot-verdict-yes-first-move = Ja: Dieser Deal war zu gewinnen, aber schon nach deinem allerersten Zug nicht mehr.
bot-verdict-yes-after = Ja: Dieser Deal war zu gewinnen. Nach { $k ->
    [1] deinem ersten Zug
   *[other] deinen ersten { $k } Zügen
  } war deine Partie noch zu gewinnen.
bot-verdict-you-played = In Zug { $n } hast du gespielt: { $move }
bot-verdict-then = { $before } Dann: { $next }
bot-verdict-line = Ein Weg zum Sieg von dort: { $moves }
bot-verdict-line-more = Ein Weg zum Sieg von dort: { $moves } …und so weiter bis zum Sieg.
bot-verdict-player-only = Nur wer dieses Spiel gespielt hat, kann fragen, ob der Deal zu gewinnen war.
bot-verdict-not-offered = Nur ein verlorenes Spiel, das allein gespielt wurde, lässt sich so prüfen; es wurde nichts geändert.
bot-verdict-pending = Das wird schon ausgerechnet; die Antwort erscheint hier.
bot-verdict-working = Ich rechne aus, ob dieser Deal zu gewinnen war (bis zu { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
  }); die Antwort erscheint hier.
bot-verdict-post-head = **War es zu gewinnen?** ({ $title }, Partie von { $who })

## Timers and notices

bot-no-answer-in-time = Keine Antwort rechtzeitig von { $who }.
bot-reminder = { $who }: { $n ->
    [one] Deine Partie { $title } wartet auf dich
   *[other] Eure Partie { $title } wartet auf euch
  } ({ $link }). Ohne Zug innerhalb von { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
  } gilt sie als verloren.
bot-lead-forfeited = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
  } lang kein Zug.
bot-lead-abandoned = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
  } lang hat niemand gezogen.
bot-notice-won = **{ $title }** ist vorbei: { $winners } { $n ->
    [one] hat
   *[other] haben
  } gewonnen. { $link }
bot-notice-over = **{ $title }** ist vorbei: { $reason } { $link }
bot-notice-your-move = { $who }: { $n ->
    [one] Du bist
   *[other] Ihr seid
  } am Zug in **{ $title }**. { $link }

# A correspondence clock (/play ... clock:): refusals, the challenge's words.
bot-clock-needs-member = Bedenkzeit gibt es nur für Partien gegen ein Mitglied: Fordere jemanden mit `opponent` heraus (gegen mich oder allein läuft keine Uhr). Es wurde nichts gestartet.
bot-clock-choices = Als Bedenkzeit gibt es { $choices } Tage pro Zug. Es wurde nichts gestartet.
bot-challenge-clock = { $n ->
        [one] { $n } Tag pro Zug
       *[other] { $n } Tage pro Zug
    }
# When the people to act now run out of time; $due: a Unix time.
bot-deadline-you = ⏰ Zieh bis <t:{ $due }:f> (<t:{ $due }:R>), sonst ist die Partie auf Zeit verloren.
bot-deadline-other = ⏰ { $who } { $n ->
        [one] hat
       *[other] haben
    } bis <t:{ $due }:f> (<t:{ $due }:R>) Zeit für den Zug.
bot-lead-forfeited-days = Kein Zug seit { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }.
bot-lead-abandoned-days = Niemand hat seit { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } gezogen.
# "Your turn" DMs (bot.discord.turn_dms). $n: the games listed; $deadline: a Discord timestamp
# (<t:…:R>, shown as "in 11 hours"); $link: the table's message; $against: the other players.
turndm-head = { $n ->
    [one] { $n } Partie wartet auf dich:
   *[other] { $n } Partien warten auf dich:
}
turndm-game = • **{ $title }** gegen { $against }, die Zeit läuft ab { $deadline }: { $link }
turndm-game-open = • **{ $title }** gegen { $against }: { $link }
turndm-off = Schalte diese Nachrichten mit `/einstellungen ich zug_dns:False` ab.
# Said once, privately, on the next interaction of a member whose DMs Discord refused.
turndm-refused-closed = Deine „Du bist dran“-DNs erreichen dich nicht: Deine Direktnachrichten sind für diesen Bot geschlossen, darum schickt er keine mehr. Deine Partien warten dort auf dich, wo du sie spielst. Um sie wieder zu bekommen, erlaube Direktnachrichten von diesem Server (Privatsphäre-Einstellungen) und führe dann `/einstellungen ich zug_dns:True` aus.
turndm-refused-no-mutual = Deine „Du bist dran“-DNs erreichen dich nicht: Discord lässt den Bot nur Mitgliedern eines Servers schreiben, auf dem er ist, darum schickt er keine mehr. Deine Partien warten dort auf dich, wo du sie spielst. Führe `/einstellungen ich zug_dns:True` aus, sobald du wieder einen Server mit dem Bot teilst.
