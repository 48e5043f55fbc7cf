# Comandos de barra: nombres (minúsculas, sin espacios, 32 caracteres como mucho) y
# descripciones (100 caracteres como mucho), tal como Discord los muestra.

## /play

cmd-play = jugar
cmd-play-desc = Empieza una partida de cartas en este canal
cmd-play-game = { $summary } ({ $players })
cmd-play-game-default = Jugar a { $game }
cmd-seat-modes = { $first } o { $second }
cmd-seat-solo = en solitario
cmd-seat-players = { $count } jugadores
cmd-opponent = rival
cmd-opponent-desc = El miembro al que retas
cmd-opponent-desc-alone = El miembro al que retas (sin rival: { $alone })
cmd-opponent-desc-alone-bot = El miembro al que retas (sin rival: { $alone }; elígeme para jugar contra el bot)
cmd-opponent-desc-bot = El miembro al que retas (sin rival: juegas contra el bot)
cmd-level = nivel
cmd-level-desc = Lo fuerte que juega el bot cuando juegas contra él (por defecto: normal)
cmd-level-easy = fácil
cmd-level-normal = normal
cmd-level-hard = difícil
cmd-deal = reparto
cmd-deal-desc = El código de reparto de una partida terminada: juega ese reparto otra vez (sin valoración)

## Opciones de varios comandos

cmd-game = juego
cmd-member = miembro

## /rules, /help, /stats

cmd-rules = reglas
cmd-rules-desc = Cómo se juega a un juego, con las reglas de la casa en uso
cmd-rules-game-desc = Qué juego
cmd-help = ayuda
cmd-help-desc = Qué hace este bot
cmd-stats = estadísticas
cmd-stats-desc = Partidas jugadas, ganadas y perdidas, mejores resultados y clasificaciones
cmd-stats-member-desc = Los resultados de quién (por defecto: los tuyos)
cmd-stats-game-desc = Un juego, con el top 10 del servidor
cmd-share = compartir
cmd-stats-share-desc = Muestra tus resultados en el canal (por defecto: solo los ves tú)

## /daily

cmd-daily = diaria
cmd-daily-desc = La partida del día, la misma para todos: un intento al día
cmd-daily-game = { $game }: la partida diaria, la misma para todos, un intento al día
cmd-daily-game-mode = { $game } ({ $mode }): la partida diaria, la misma para todos, un intento al día
cmd-board = clasificación
cmd-board-desc = Las clasificaciones de la partida diaria: este servidor y todo el mundo
cmd-board-game-desc = Para qué juego
cmd-board-member-desc = Las rachas de quién (por defecto: las tuyas)

## /history, /replay

cmd-history = historial
cmd-history-desc = Las 10 últimas partidas terminadas de un jugador, con códigos y enlaces
cmd-history-member-desc = Las partidas de quién (por defecto: las tuyas)
cmd-history-game-desc = Solo un juego
cmd-replay = repetición
cmd-replay-desc = Repasa una partida terminada jugada a jugada
cmd-replay-game-desc = El número de la partida (# en /historial)
cmd-seat = asiento
cmd-replay-seat-desc = Repásala desde tu asiento, con tu mano (solo la ves tú)
cmd-gif = gif
cmd-replay-gif-desc = Toda la partida como una imagen animada en lugar de botones

## /event (bot.features.event_commands)

cmd-event = torneo
cmd-event-desc = Los torneos de este servidor: arenas, torneos suizos y desafíos con los mismos repartos
cmd-event-arena = arena
cmd-event-arena-desc = Crea una arena: los miembros se unen y juegan en cuanto hay dos esperando
cmd-event-swiss = suizo
cmd-event-swiss-desc = Crea un torneo suizo: un número fijo de rondas, se enfrentan puntuaciones parecidas
cmd-event-list = lista
cmd-event-list-desc = Los torneos en curso y previstos de este servidor
cmd-event-standings = clasificación
cmd-event-standings-desc = La clasificación de un torneo
cmd-event-game-desc = Qué juego se juega
cmd-event-minutes = minutos
cmd-event-minutes-desc = Cuánto dura la arena, en minutos (de 30 a 10080)
cmd-event-name = nombre
cmd-event-name-desc = El nombre del torneo (por defecto: su tipo y su juego)
cmd-event-starts-in = empieza-en
cmd-event-starts-in-desc = Minutos hasta que empiece (por defecto: una arena ya, un suizo en 10)
cmd-event-rounds = rondas
cmd-event-rounds-desc = Cuántas rondas (de 1 a 15)
cmd-event-id = torneo
cmd-event-id-desc = El número del torneo, como lo muestra /torneo lista
cmd-event-challenge = desafío
cmd-event-challenge-desc = Crea un desafío: todos juegan en solitario los mismos repartos, un intento cada uno
cmd-event-deals = repartos
cmd-event-deals-desc = Cuántos repartos juega cada uno (de 1 a 10)
cmd-event-hours = horas
cmd-event-hours-desc = Cuánto dura el desafío, en horas (de 1 a 168)

# /play's clock (a correspondence game, issue 37): days a move instead of the server's hours.
cmd-clock = ritmo
cmd-clock-desc = Por correspondencia: días por jugada contra un miembro (por defecto: el tiempo del servidor)
cmd-clock-days = { $n ->
        [one] { $n } día por jugada
       *[other] { $n } días por jugada
    }
# /games: every game waiting for you, wherever it is.
cmd-games = partidas
cmd-games-desc = Tus partidas en curso en todas partes: a quién le toca, enlaces y plazos
