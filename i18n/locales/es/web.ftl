# El compañero web (bot.web): todas las palabras de sus páginas.
web-site-name = Card table
web-language = Idioma
web-footer = Páginas del bot de Discord Card table. La página de un jugador solo existe si la activa.
web-home-text = Páginas de partidas, jugadores y servidores del bot Card table. Abre una desde un enlace que da el bot en Discord.
web-not-found-title = Página no encontrada
web-not-found-text = No hay ninguna página en esta dirección. Quizá esté mal escrita, o su dueño no la ha activado.
web-game-later = Otros siguen jugando el reparto de esta partida, así que su página aún no muestra nada de él.
web-game-opens = Se abre el { $when } (UTC).
web-game-running = Esta partida sigue en juego: esta es la mesa tal como la ve todo su canal.
web-the-bot = el bot
web-house-rules = Reglas de la casa: { $rules }
web-steps = Jugadas
web-first = Inicio
web-back = Atrás
web-next = Adelante
web-last = Final
web-keys = Usa las teclas ← y → para recorrer la partida, Inicio y Fin para ir a su principio y a su final.
web-step-deal = El reparto
web-step-move = Jugada { $step } de { $last }
web-result = Resultado
web-deal-code = Código del reparto: { $code }
web-play-deal = Juega el mismo reparto en Discord:
# La página de un jugador (/p/<id>).
web-player-unnamed = Un jugador
web-player-export = Todas las partidas como datos (NDJSON)
web-player-none = Todavía no hay ninguna partida terminada.
web-player-rating = Valoración: { $rating }
web-rating-chart = Valoración en { $game } a lo largo del tiempo
# La alternativa de texto del gráfico: las fechas como las escribe el idioma del lector, las valoraciones en cifras.
web-chart-alt = Valoración del { $first } al { $last }: mínima { $low }, máxima { $high }, ahora { $now }.
web-chart-later = El gráfico aparece cuando la valoración deja de ser provisional.
web-results = Resultados
web-rules = Reglas
web-rules-standard = Reglas estándar
web-played = Jugadas
web-won = Ganadas
web-lost = Perdidas
web-drawn = Empates
web-streaks = Racha de victorias: { $current } (récord: { $best })
web-recent = Partidas recientes
web-date = Fecha
web-opponents = Rivales
web-rating = Valoración
web-rating-change = { $points }, ahora { $rating }
web-alone = en solitario

## La página de un servidor (bot.web.servers)
web-server-title = Clasificaciones y eventos de este servidor
web-server-link = Clasificaciones y eventos de este servidor
web-server-games = Juegos
web-server-events = Eventos
web-server-no-events = Todavía no se ha celebrado ningún evento en este servidor.
# $rate: un porcentaje entero, sin su signo
web-percent = { $rate } %

## La página de un evento; horas en UTC, escritas 2026-03-01 18:00
web-event-starts = Empieza el { $when } (UTC)
web-event-ends = Termina el { $when } (UTC)
web-event-window = Del { $start } al { $end } (UTC)
web-event-rounds =
    { $rounds ->
        [one] { $rounds } ronda, el { $start } (UTC)
       *[other] { $rounds } rondas, la primera el { $start } (UTC)
    }
web-event-deals =
    { $deals ->
        [one] { $deals } reparto, el mismo para todos: un intento
       *[other] { $deals } repartos, los mismos para todos: un intento por reparto
    }
web-event-standings = Clasificación
web-event-playing = Partidas en curso
web-event-no-games = Ahora mismo no se está jugando ninguna partida.
web-event-finished = Partidas terminadas
web-event-more-games =
    { $n ->
        [one] …y { $n } partida anterior
       *[other] …y { $n } partidas anteriores
    }
web-event-attempts = Repartos jugados
web-event-no-attempts = Nadie jugó ningún reparto.
web-event-challenge-hidden = Los resultados y las partidas siguen ocultos hasta que termine el desafío: todos juegan los mismos repartos.
web-event-pair = { $first } contra { $second }
web-event-won = Ganó { $name }
web-event-draw = Empate
web-event-abandoned = No jugada (derrota para ambos)
web-event-watch = Ver
web-event-replay = Repetición

## Columnas de las tablas
web-col-rank = Puesto
web-col-player = Jugador
web-col-players = Jugadores
web-col-rated-games = Partidas con valoración
web-col-points = Puntos
web-col-games = Partidas
web-col-win-rate = Tasa de victorias
web-col-best = Mejores
web-col-event = Evento
web-col-kind = Tipo
web-col-game = Juego
web-col-status = Estado
web-col-score = Puntuación
web-col-deals = Repartos
web-col-streak = Racha
web-col-detail = Detalles
web-col-round = Ronda
web-col-deal = Reparto
web-col-figure = Marca
web-col-time = Tiempo
web-col-link = Enlace
