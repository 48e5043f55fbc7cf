### Las palabras comunes del motor (engine/core.py) y las frases de la búsqueda (engine/search.py).

## Asientos

core-player = Jugador { $n }
core-name-of = de { $name }
core-you = Tú
core-whose = { $own ->
    [yes] tu
   *[other] { NAME($name, form: "of") }
  }
core-and-list = { $head } { $isound ->
    [yes] e
   *[other] y
  } { $last }

## Lo que dice la mesa de un juego por defecto

core-act-hint = { $n ->
    [one] haz tu jugada
   *[other] haced vuestra jugada
  }
core-wait-hint = Ahora no tienes nada que hacer; esperando a los demás jugadores.
core-seat-mode = { $n ->
    [1] en solitario
   *[other] { $n } jugadores
  }

## Reglas de la casa

core-option-off = { $name } desactivado
core-option-value = { $name }: { $value }
core-option-bad-value = { $name } no puede ser { $value }.
core-option-unknown = { $game } no tiene esa opción: { $names }.

## Jugadas que todos los juegos rechazan

core-illegal-not-text = Una acción tiene que ser texto.
core-illegal-over = Esta partida ha terminado.
core-illegal-not-seated = No juegas en esta partida.
core-illegal-not-your-turn = No es tu turno.

## Pistas: por qué la jugada encontrada

search-only-move = Es la única jugada que tienes.
search-reason-closest = En { $tried } partidas de prueba jugadas desde aquí, con las cartas que no puedes ver repartidas al azar, esta jugada fue la que más cerca estuvo de ganar en sus { $played } partidas de prueba.
search-reason-won = En { $tried } partidas de prueba jugadas desde aquí, con las cartas que no puedes ver repartidas al azar, esta jugada ganó { $won } de sus { $played } partidas de prueba.
search-reason-won-next = En { $tried } partidas de prueba jugadas desde aquí, con las cartas que no puedes ver repartidas al azar, esta jugada ganó { $won } de sus { $played } partidas de prueba; la siguiente mejor jugada ganó { $next_won } de { $next_played }.
