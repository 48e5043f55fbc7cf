# Las respuestas informativas del bot: /ayuda, /reglas, /estadísticas, valoraciones, partidas
# diarias y códigos de reparto, /historial y /repetición.

## Cuando el bot no puede hacer nada ahora mismo

info-restarting = El bot se está reiniciando; vuelve a intentarlo en un minuto.
info-stopping = El bot se está reiniciando; no se ha cambiado nada. Vuelve a intentarlo en un minuto.
info-sorry = Algo ha fallado por nuestra parte; no se ha cambiado nada. Vuelve a intentarlo.
info-unreachable = No se puede acceder a la base de datos de las partidas ahora mismo; no se ha cambiado nada. Vuelve a intentarlo en un momento.

## /ayuda y /reglas

info-help =
    {"**"}Card table** trae juegos de cartas de mesa aquí mismo, al canal.
    • `/jugar <juego>` empieza una partida; juegas con los botones bajo la imagen de la mesa. Todos pueden mirar; solo los jugadores pueden actuar.
    • `/jugar <juego> rival:@miembro` reta a un miembro a una partida a dos; elígeme como rival para jugar contra mí. Cada jugador tiene una mano privada, que se abre con **Tu mano**.
    • Añade `ritmo:` (1, 3 o 7 días por jugada) a un reto para una partida por correspondencia. `/partidas` lista tus partidas en curso en todas partes (servidores, MD): a quién le toca, enlaces y plazos.
    • `/reglas <juego>` explica un juego y las reglas de la casa que sigue este bot.
    • `/estadísticas [miembro] [juego] [compartir]` muestra resultados (los tuyos en privado, salvo que los compartas); con un juego, también el top 10 del servidor.
    • Los juegos de dos tienen valoración como en el ajedrez (1500 al empezar; rendirse o quedarse sin tiempo es perder), provisional hasta 5 partidas con valoración; `/estadísticas` con un juego muestra las clasificaciones. Contra mí también: mis niveles (`nivel:` fácil, normal, difícil) tienen valoraciones fijas. Las partidas con valoración cuentan también para la temporada mensual del servidor: 2 puntos por victoria, 1 por empate; `/estadísticas` con un juego muestra los 10 mejores del mes y el podio del mes anterior.
    • En solitario, **Pista** sugiere una jugada (una partida diaria jugada con pistas queda fuera de la clasificación); tras una derrota, **¿Se podía ganar?** dice si el reparto se podía ganar.
    • `/diaria <juego>` reparte la partida del día de un juego en solitario, la misma para todos en todas partes: un intento al día, en una mesa que solo ves tú; el canal recibe una línea con tu resultado. `/diaria clasificación <juego>` muestra las clasificaciones de hoy (de este servidor y de todo el mundo) y tus rachas. Cada partida diaria la comprueba el solucionador, y se marca como ganable cuando se ha demostrado. `/jugar <juego> ganable:true` reparte cuando quieras uno que se ha demostrado ganable (sus resultados cuentan aparte).
    { $events }
    • Una partida terminada muestra el código de su reparto; `/jugar <juego> reparto:<código>` lo reparte otra vez para cualquiera (sin valoración, fuera de las clasificaciones). El código de una partida diaria se muestra cuando acaba su día.
    • `/historial [miembro] [juego]` lista las 10 últimas partidas terminadas de un jugador, con números para `/repetición`.
    • `/repetición <número>` muestra una partida terminada jugada a jugada tal como la vieron todos (inicio, atrás, adelante, final); `asiento:True` la repasa desde tu asiento, con tu mano, solo para ti.
    • `/ajustes yo` elige tu idioma y el tema de tus imágenes; quien gestiona el servidor elige con `/ajustes servidor` su idioma, el tema de las mesas, los juegos permitidos, los plazos, las pistas y un hilo por partida.
    Juegos: { $games }.
    Las partidas se guardan tras cada jugada, así que sobreviven a los reinicios del bot.
info-help-events = • `/torneo arena`, `/torneo suizo` y `/torneo desafío` organizan los eventos del servidor (los inicia quien gestiona el servidor o tiene el rol elegido en `/ajustes servidor`): una arena o un torneo suizo de un juego de dos, o un desafío con los mismos repartos de un juego en solitario (los mismos repartos para todos, un intento por reparto, sin pistas). Se participa con **Unirse** (en un desafío, **Jugar**) en el mensaje del evento; `/torneo lista` lista los eventos y `/torneo clasificación <número>` muestra la clasificación de uno.
info-rules-title = { $game }: reglas

## Resultados: /estadísticas, /historial, partidas diarias

info-result-win = ganada
info-result-loss = perdida
info-result-draw = empate
info-result-abandoned = abandonada
info-result-unfinished = sin terminar
info-stats-title = Resultados de { $name }
info-stats-none = Todavía no hay partidas terminadas.
info-stats-none-game = Todavía no hay partidas terminadas de { $game }.
info-stats-boards-elsewhere = Las clasificaciones pertenecen a un servidor: aquí ves tus propios resultados; `/stats` con un juego, en un servidor donde esté el bot, muestra las clasificaciones de ese servidor.
info-stats-only-yours = Fuera de un servidor donde esté el bot, solo ves tus propios resultados.
info-stats-line = { $played ->
        [one] { $played } jugada
       *[other] { $played } jugadas
    }, { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    }, { $lost ->
        [one] { $lost } perdida
       *[other] { $lost } perdidas
    }{ $drawn_shown ->
        [yes] , { $drawn ->
            [one] { $drawn } empate
           *[other] { $drawn } empates
        }
       *[no] {""}
    }{ $abandoned ->
        [0] {""}
        [one] , { $abandoned } abandonada
       *[other] , { $abandoned } abandonadas
    }; porcentaje de victorias { $rate } %
info-stats-figure = { $label } { $value }
info-stats-best = Mejores: { $best }
info-stats-board-title = { $game }: top 10 de este servidor
info-stats-board-line = { $rank }. { $who }: { $won } { $won ->
        [one] ganada
       *[other] ganadas
    } de { $played } ({ $rate } %)

## Valoraciones

info-rating-provisional = provisional ({ $games } de { $total } partidas)
info-rating-change = { $name } { $points }, ahora { $rating }
info-rating-change-provisional = { $name } provisional ({ $games } de { $total } partidas)
info-rating-note = Valoración: { $changes }
info-rating-unrated = sin valoración todavía
info-rating-line = { $rating } ({ $games ->
        [one] { $games } partida con valoración
       *[other] { $games } partidas con valoración
    })
info-rating-unrated-bot = Las partidas contra el bot empezadas antes de que tuviera niveles no cuentan para la valoración.
info-rating-of = Valoración de { $name } en { $game }
info-rating-rank-server = n.º { $rank } en este servidor
info-rating-rank-all = n.º { $rank } entre todos los jugadores
info-rating-top-server = Valoración en { $game }: top 10 de este servidor
info-rating-top-all = Valoración en { $game }: top 10 de todos los jugadores
info-rating-board-line = { $rank }. { $who }: { $rating } ({ $games ->
        [one] { $games } partida con valoración
       *[other] { $games } partidas con valoración
    })
info-rating-waiting = { $waiting ->
        [one] { $waiting } más con valoración provisional (menos de { $limit } partidas con valoración)
       *[other] { $waiting } más con valoraciones provisionales (menos de { $limit } partidas con valoración)
    }
info-rating-none = Todavía no hay partidas con valoración.

## Códigos de reparto

info-code-not-a-code = Eso no es un código de reparto: un código tiene 20 letras y cifras, como ABCD-EFGH-IJKL-MNOP-QRST.
info-code-mistyped = Ese código de reparto no es válido (¿una errata?); no se ha repartido nada.
info-code-other-format = Ese código de reparto es de otra versión de este bot; no se ha repartido nada.
info-code-unknown-game = Ese código de reparto es de un juego que este bot no tiene; no se ha repartido nada.
info-code-bad = Ese código de reparto no es válido; no se ha repartido nada.
info-code-other-shuffle = Ese reparto lo hizo otra versión de este bot, y esta no puede repetirlo.
info-code-line = Código de reparto `{ $code }`: `/jugar { $game } reparto:{ $code }` lo reparte otra vez.
info-code-replayed = (reparto repetido)

## Partidas diarias

info-daily-line = { $game }, partida diaria n.º { $number }: { $parts }
info-daily-score = { $score } puntos
info-daily-streak = racha { $days }
info-daily-announce = { $who } · { $line }
info-daily-announce-hints = { $who } · { $line } · jugada con pistas, así que fuera de la clasificación
info-daily-stale = Ese botón es de una posición anterior de tu partida diaria; no se ha cambiado nada. Así está ahora:
info-daily-reopened = Tu partida diaria, tal como la dejaste (un intento al día: es el mismo reparto).
info-daily-panel-head = **{ $game }, partida diaria n.º { $number }** · solo tú ves esta mesa · próximo reparto <t:{ $next }:R>
info-daily-panel-over = Tu resultado se publica en el canal, sin decir nada de las cartas.
info-daily-not-yours = Esta es la partida diaria de { $owner }; no se ha cambiado nada. Juega la tuya con `/diaria { $game }`.
info-daily-over = Esta partida diaria ha terminado; no se ha cambiado nada. `/diaria clasificación { $game }` muestra cómo le fue a cada uno.
info-daily-choice-gone = Esa opción ya no está disponible; no se ha cambiado nada.
info-daily-in-channels = Las partidas diarias se juegan en los canales de un servidor.
info-daily-how = { $result }, { $score } puntos
info-daily-played = Ya has jugado hoy la partida diaria n.º { $number } de { $game } ({ $how }): un intento al día. Rachas: { $played ->
        [one] { $played } día jugado
       *[other] { $played } días jugados
    }, { $won ->
        [one] { $won } ganado
       *[other] { $won } ganados
    } seguidos. El próximo reparto llega <t:{ $next }:R>; `/diaria clasificación { $key }` muestra cómo le fue a cada uno.
info-daily-board-title = { $game }, partida diaria n.º { $number }
info-daily-board-desc = El reparto de hoy, el mismo para todos; el próximo llega <t:{ $next }:R>.
info-daily-top-server = Top 10, este servidor
info-daily-top-everyone = Top 10, todo el mundo
info-daily-a-player = un jugador
info-daily-board-line = { $rank }. { $who }: { $result }
info-daily-board-line-figure = { $rank }. { $who }: { $result }, { $figure }
info-daily-board-empty = Nadie ha terminado todavía la partida de hoy.
info-daily-streaks-of = Rachas de { $name }
info-daily-board-elsewhere = La clasificación de un servidor se ve en ese servidor: aquí, la de todos y tus rachas.
info-daily-streaks = { $played ->
        [one] { $played } día jugado
       *[other] { $played } días jugados
    } seguidos, { $won ->
        [one] { $won } ganado
       *[other] { $won } ganados
    } seguidos
info-daily-yesterday = El reparto de ayer, n.º { $number }
info-daily-yesterday-play = Vuelve a jugarlo (sin valoración): `/jugar { $game } reparto:{ $code }`

## /repetición

info-replay-no-game = No hay ninguna partida terminada n.º { $id } en este servidor para repasar; no se ha cambiado nada.
info-replay-no-game-here = Aquí no hay ninguna partida terminada n.º { $id } para repasar; no se ha cambiado nada. Una partida tuya se repasa desde tu asiento en cualquier lugar: `asiento:true`.
info-replay-not-yet = Esa partida es una partida diaria cuyo día aún no ha terminado: podrás repasarla a partir de mañana (UTC).
info-replay-not-seated = Solo los jugadores de la partida n.º { $id } pueden repasarla desde su asiento; `/repetición { $id }` la muestra tal como la vieron todos.
info-replay-cannot = La partida n.º { $id } se jugó con otra versión de este bot y esta no puede repetirla.
info-replay-bad-step = Ese paso no está en esta repetición; no se ha cambiado nada.
info-replay-not-this = Ese control no pertenece a este mensaje; no se ha cambiado nada.
info-replay-first = Inicio
info-replay-back = Atrás
info-replay-next = Adelante
info-replay-last = Final
info-replay-the-deal = El reparto.
info-replay-stopped = La partida se detuvo.
info-replay-the-bot = el bot
info-replay-versus = { $first } contra { $second }
info-replay-title = **Repetición de { $game }**
info-replay-game-id = partida n.º { $id }
info-replay-daily = (partida diaria)
info-replay-house-rules = reglas de la casa: { $rules }
info-replay-from-seat-as = desde tu asiento ({ $name })
info-replay-from-seat = desde tu asiento
info-replay-step-deal = *Paso: el reparto*
info-replay-step-move = *Jugada { $step } de { $last }*
info-replay-game-over = **Fin de la partida.** { $reason }
info-replay-deal-code = Código de reparto `{ $code }`
info-replay-every-move = cada jugada
info-replay-some-steps = { $shown } de sus { $total } pasos
info-replay-gif-alt = { $game }, partida { $id }, animada ({ $every })
info-replay-gif-text = Toda la partida, { $every }. `/repetición { $id }` la muestra jugada a jugada.

## /historial

info-history-title = Últimas partidas de { $name }
info-history-title-game = Últimas partidas de { $name }: { $game }
info-history-vs = contra { $others }
info-history-and = { $first } y { $second }
info-history-bot = el bot
info-history-bot-level = el bot ({ $level })
info-history-solo = en solitario
info-history-daily = (diaria)
info-history-hints = (con { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    })
info-history-code = código `{ $code }`
info-history-code-later = código cuando acabe su día
info-history-private = jugada en privado
info-history-table = [mesa]({ $link })
info-history-gone = mesa eliminada
info-history-footer = `/repetición <número>` muestra una partida jugada a jugada.

## Seasons (a server's monthly board per game)

info-season-board-title = { $game }, temporada de { $season }: los 10 mejores de este servidor
info-season-podium-title = { $game }: podio de la temporada de { $season }
info-season-line = { $rank }. { $who }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
info-season-none = Todavía no hay partidas con valoración en este servidor esta temporada.

info-history-event = (evento: { $name })

# /games: the caller's running games, everywhere.
info-games-title = Tus partidas
info-games-none = Ninguna partida te espera y no juegas ninguna partida en curso. `/play <juego>` empieza una.
info-games-your-turn = Te toca
info-games-others = Esperando a los demás
info-games-vs = contra { $others }
info-games-solo = en solitario
info-games-table = [mesa]({ $link })
info-games-no-table = mesa aún no publicada
info-games-until = hasta <t:{ $due }:f> (<t:{ $due }:R>)
info-games-until-short = hasta <t:{ $due }:R>
info-games-more = …y { $n } más.
