## Las mesas, paneles, retos y avisos del bot.

## Buttons and menus

bot-button-choose = Elegir
bot-button-back = Atrás
bot-button-cancel = Cancelar
bot-button-hint = Pista
bot-button-resign = Rendirse
bot-button-refresh = Actualizar
bot-button-your-hand = Tu mano
bot-button-accept = Aceptar
bot-button-decline = Rechazar
bot-button-withdraw = Retirar
bot-button-rematch = Revancha
bot-button-rematch-asked = Revancha pedida
bot-button-play-again = Jugar otra vez
bot-button-new-game-started = Nueva partida iniciada
bot-button-winnable = ¿Se podía ganar?
bot-button-confirm-resign = Sí, rendirme
bot-button-bring-back = Traer la mesa aquí
# Botones que abren una página del sitio web en el navegador.
web-link-game = Página de la partida
web-link-player = Página del jugador
web-link-server = Página del servidor
web-link-event = Página del torneo

## Names

bot-name-bot = El bot
bot-name-bot-mid = el bot
bot-name-bot-of = del bot
bot-name-player = Jugador { $n }
bot-the-bot = el bot
bot-the-bot-level = el bot ({ $level })
bot-against-the-bot = el bot
bot-players-vs = { $left } contra { $right }

## The public table

bot-table-head = **{ $title }** · { $players }
bot-table-house-rules = reglas de la casa: { $rules }
bot-table-event = evento: { $name }
bot-table-waiting = Esperando a { $who }: { $n ->
    [one] pulsa
   *[other] pulsad
  } **Tu mano** y { $act }.
bot-game-over = **Fin de la partida.** { $reason }
bot-reaction-you = ⏳ Responde <t:{ $due }:R>.
bot-reaction-you-default = ⏳ Responde <t:{ $due }:R>, o se elegirá esto por ti: { $what }.
bot-reaction-other = ⏳ { $who } tiene hasta <t:{ $due }:R> para responder.
bot-reaction-other-default = ⏳ { $who } tiene hasta <t:{ $due }:R> para responder; si no: { $what }
# $n: how many steps of a long change the table's message leaves out (the newest are shown).
bot-table-steps-left-out = { $n ->
    [one] ({ $n } paso más, el registro completo con /repetición)
   *[other] ({ $n } pasos más, el registro completo con /repetición)
  }
bot-table-caught-up = Esta mesa se había quedado atrás; ahora muestra cómo va la partida. No se ha cambiado nada.
bot-table-restored = El bot se ha reiniciado; esta mesa muestra cómo va la partida.
bot-table-moved = Esta mesa se ha movido: { $link }
bot-message-missing = (falta su mensaje)
bot-stale-button = Ese botón es de una posición anterior; no se ha cambiado nada. Así está la mesa ahora ({ $link }):
bot-use-your-hand = Usa **Tu mano** para jugar; no se ha cambiado nada.
bot-not-your-turn = No es tu turno; no se ha cambiado nada.
bot-choice-unavailable = Esa opción no está disponible ahora; no se ha cambiado nada.
bot-daily-private-table = Una partida diaria se juega en su propia mesa privada (`/diaria`); no se ha cambiado nada.

## Private panels

bot-panel-head = **Tu mano** · { $title } · contra { $others }
bot-panel-head-alone = **Tu mano** · { $title }
bot-panel-you-won = **Has ganado.**
bot-panel-draw = **Empate.**
bot-panel-you-lost = **Has perdido.**
bot-panel-waiting = { $wait } Este panel se actualiza solo cuando sea tu turno.
bot-panel-played-on-table = Este juego se juega en la propia mesa.
bot-panel-not-from-panel = Este juego se juega en su mesa, no desde un panel; no se ha cambiado nada.
bot-panel-nothing-to-do = Ahora no hay nada que hacer; no se ha cambiado nada.
bot-panel-earlier-question = Ese botón es de una pregunta anterior; no se ha cambiado nada. Esta es la pregunta ahora.
bot-panel-choice-gone = Esa opción ya no está disponible; no se ha cambiado nada.

## Refusals of the table service

bot-busy-default = { $who } ya juega una partida de este juego en este canal.
bot-seats-count = { $title } no se puede jugar con { $n } puestos.
bot-only-players = Solo { $players } { $n ->
    [one] puede
   *[other] pueden
  } jugar esta partida. Empieza la tuya con `/jugar { $key }`.
bot-game-is-over = Esta partida ha terminado; empieza una nueva con `/jugar { $key }`.
bot-table-moved-on = La mesa avanzó antes de que llegara tu clic; no se ha cambiado nada.

## Starting games and challenges

bot-server-channels-only = Las partidas se juegan en canales de un servidor.
bot-place-no-challenge = Aquí { $title } se juega en solitario o contra el bot: los retos entre miembros se hacen en un servidor donde esté el bot o en un grupo de MD. Quita `opponent` o elige al bot.
bot-place-needs-server = Este comando funciona en un servidor donde esté el bot: añade el bot al servidor o úsalo allí.
bot-busy = { $own ->
    [yes] Ya tienes
   *[other] { $who } ya tiene
  } una partida de { $title } en curso en este canal: { $link }. Termínala o ríndete primero.
bot-level-needs-bot = El nivel es para partidas contra el bot: quita `opponent` o elígeme a mí.
bot-no-self-challenge = No puedes retarte a ti mismo. Quita `opponent` para jugar sin rival.
bot-no-bot-accounts = Las cuentas de bots no pueden jugar. Quita `opponent` para jugar sin rival.
bot-no-bot-accounts-or-me = Las cuentas de bots no pueden jugar. Quita `opponent` para jugar sin rival o elígeme a mí como rival.
bot-solo-no-level = En solitario, { $title } no tiene bot al que ponerle nivel; elígeme a mí como rival.
bot-needs-opponent = { $title } necesita un rival: añade `opponent:` al comando.
bot-deal-other-game = Ese código reparte { $title }: usa `/jugar { $key } reparto:{ $code }`.
bot-deal-own-options = Un código de reparto trae sus propias opciones; deja fuera las demás.
bot-deal-one-player = Ese reparto es para un jugador; quita `opponent`.
bot-deal-players = Ese reparto es para { $n } jugadores: añade `opponent:` al comando.
bot-deal-challenge = Reta a otro miembro a jugar ese reparto, o quita `opponent` para jugarlo contra mí.
bot-players-count = { $title } no se puede jugar entre { $n ->
    [one] { $n } persona
   *[other] { $n } personas
  }.
bot-challenge-replayed-deal = un reparto repetido
bot-challenge = { $host } reta a { $invitees } a **{ $title }**. { $waiting }, { $n ->
    [one] acepta o rechaza
   *[other] aceptad o rechazad
  }; el reto caduca <t:{ $due }:R>.
bot-challenge-rules = { $host } reta a { $invitees } a **{ $title }** ({ $rules }). { $waiting }, { $n ->
    [one] acepta o rechaza
   *[other] aceptad o rechazad
  }; el reto caduca <t:{ $due }:R>.
bot-challenge-closed = El reto de { $host } a { $invitees } ({ $title }) { $status ->
    [accepted] ya fue aceptado
    [expired] ha caducado
    [declined] fue rechazado
   *[withdrawn] fue retirado
  }.
bot-challenge-superseded = El reto de { $host } a { $invitees } ({ $title }) fue retirado. Se aceptó otro reto entre ellos.
bot-challenge-is-closed = Este reto { $status ->
    [accepted] ya fue aceptado
    [expired] ha caducado
    [declined] fue rechazado
   *[withdrawn] fue retirado
  }.
bot-challenge-answered-meanwhile = Alguien respondió a ese reto mientras tanto; inténtalo de nuevo.
bot-already-challenged = Ya retaste a { $who } a { $title }: { $link }. Espera una respuesta o retíralo allí.
bot-challenge-unknown = No se reconoce ese reto; no se ha cambiado nada.
bot-challenge-host-only = Solo { $host } puede retirar este reto.
bot-challenge-invitees-only = Solo { $who } { $n ->
    [one] puede
   *[other] pueden
  } responder a este reto.
bot-challenge-accepted = Reto aceptado: empieza la partida.
bot-challenge-accepted-elsewhere = { $host } ya te había retado, así que has aceptado: { $link }
bot-challenge-closed-meanwhile = Este reto se cerró mientras tanto.
bot-rematch-players-only = Solo los jugadores de esta partida pueden pedir la revancha.

## Resigning

bot-resign-ask = ¿Rendirte en esta partida? Cuenta como derrota.
bot-resigned = Te has rendido.

## Hints

bot-hinted = 💡 Jugada con { $n ->
    [one] { $n } pista
   *[other] { $n } pistas
  }.
bot-hint-stale = Ese botón de Pista es de una posición anterior; no se ha cambiado nada. Pulsa Pista en la mesa tal como está ahora.
bot-hint-none = Este juego no tiene pistas; no se ha cambiado nada.
bot-hint-off = Las pistas están desactivadas en este servidor; no se ha cambiado nada.
bot-hint-nothing-to-decide = Ahora mismo no tienes nada que decidir, así que no hay pista que dar.
bot-hint-press = 💡 Pista: pulsa { $how }.
bot-hint-counted-first = Esta partida cuenta ya 1 pista: su resultado lo indica, y una partida diaria jugada con pistas queda fuera de las clasificaciones.
bot-hint-counted = Pistas usadas en esta partida: { $n }.

## Was it winnable?

bot-verdict-no = No: este reparto no se podía ganar, hicieras lo que hicieras.
bot-verdict-undecided = Sin decidir: en el tiempo que tenía, la búsqueda examinó { $nodes } posiciones y no pudo encontrar una victoria ni descartarla.
bot-verdict-yes-first-move = Sí: este reparto se podía ganar, pero después de tu primerísima jugada ya no.
bot-verdict-yes-after = Sí: este reparto se podía ganar. Tu partida aún se podía ganar después de { $k ->
    [1] tu primera jugada
   *[other] tus primeras { $k } jugadas
  }.
bot-verdict-you-played = En la jugada { $n } jugaste: { $move }
bot-verdict-then = { $before } Luego: { $next }
bot-verdict-line = Una línea ganadora desde ahí: { $moves }
bot-verdict-line-more = Una línea ganadora desde ahí: { $moves } …y así hasta ganar.
bot-verdict-player-only = Solo quien jugó esta partida puede preguntar si su reparto se podía ganar.
bot-verdict-not-offered = Solo una partida perdida jugada en solitario se puede analizar así; no se ha cambiado nada.
bot-verdict-pending = Ya se está calculando; la respuesta se publicará aquí.
bot-verdict-working = Calculando si este reparto se podía ganar (hasta { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
  }); la respuesta se publicará aquí.
bot-verdict-post-head = **¿Se podía ganar?** ({ $title }, partida de { $who })

## Timers and notices

bot-no-answer-in-time = { $who } no respondió a tiempo.
bot-reminder = { $who }: { $n ->
    [one] tu partida de { $title } te espera
   *[other] vuestra partida de { $title } os espera
  } ({ $link }). Si no hay jugada en { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
  }, se pierde por abandono.
bot-lead-forfeited = Ninguna jugada en { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
  }.
bot-lead-abandoned = Nadie ha jugado en { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
  }.
bot-notice-won = **{ $title }** ha terminado: { $winners } { $n ->
    [one] ha ganado
   *[other] han ganado
  }. { $link }
bot-notice-over = **{ $title }** ha terminado: { $reason } { $link }
bot-notice-your-move = { $who }: { $n ->
    [one] te toca
   *[other] os toca
  } en **{ $title }**. { $link }

# A correspondence clock (/play ... clock:): refusals, the challenge's words.
bot-clock-needs-member = El ritmo es para una partida contra un miembro: reta a alguien con `opponent` (contra mí, o a solas, nadie juega con tiempo). No se ha empezado nada.
bot-clock-choices = El ritmo es de { $choices } días por jugada. No se ha empezado nada.
bot-challenge-clock = { $n ->
        [one] { $n } día por jugada
       *[other] { $n } días por jugada
    }
# When the people to act now run out of time; $due: a Unix time.
bot-deadline-you = ⏰ Te toca jugar antes de <t:{ $due }:f> (<t:{ $due }:R>); si no, pierdes por tiempo.
bot-deadline-other = ⏰ { $who } { $n ->
        [one] tiene
       *[other] tienen
    } hasta <t:{ $due }:f> (<t:{ $due }:R>) para jugar.
bot-lead-forfeited-days = Ninguna jugada en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.
bot-lead-abandoned-days = Nadie ha jugado en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.
# "Your turn" DMs (bot.discord.turn_dms). $n: the games listed; $deadline: a Discord timestamp
# (<t:…:R>, shown as "in 11 hours"); $link: the table's message; $against: the other players.
turndm-head = { $n ->
    [one] { $n } partida te espera:
   *[other] { $n } partidas te esperan:
}
turndm-game = • **{ $title }** contra { $against }, el tiempo se acaba { $deadline }: { $link }
turndm-game-open = • **{ $title }** contra { $against }: { $link }
turndm-off = Desactiva estos mensajes con `/ajustes yo md_turno:False`.
# Said once, privately, on the next interaction of a member whose DMs Discord refused.
turndm-refused-closed = Tus MD de «te toca» no pueden llegarte: tienes los mensajes directos cerrados a este bot, así que ha dejado de enviarlos. Tus partidas te esperan donde las juegas. Para recibirlos de nuevo, permite los mensajes directos de este servidor (Ajustes de privacidad) y usa `/ajustes yo md_turno:True`.
turndm-refused-no-mutual = Tus MD de «te toca» no pueden llegarte: Discord solo deja al bot escribir a miembros de un servidor en el que está, así que ha dejado de enviarlos. Tus partidas te esperan donde las juegas. Usa `/ajustes yo md_turno:True` cuando vuelvas a compartir un servidor con el bot.
