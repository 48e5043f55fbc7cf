# /settings server y /settings me: lo que eligen los servidores y los miembros.

# What this language calls itself, in the language menus.
language-name = Español

settings-cmd-name = ajustes
settings-cmd-desc = Idioma, tema y cómo se juega aquí
settings-cmd-server-name = servidor
settings-cmd-server-desc = Ajustes de este servidor (requiere «Gestionar servidor»)
settings-cmd-me-name = yo
settings-cmd-me-desc = Tu idioma, tu tema y tu página web
settings-opt-language-name = idioma
settings-opt-language-desc = Idioma de los mensajes públicos y de las mesas
settings-opt-theme-name = tema
settings-opt-theme-desc = Tema de las imágenes de las mesas
settings-opt-allow-name = permitir
settings-opt-allow-desc = Permitir empezar un juego aquí
settings-opt-forbid-name = prohibir
settings-opt-forbid-desc = Impedir que se empiece un juego aquí
settings-opt-turn-name = horas_por_turno
settings-opt-turn-desc = Horas que tiene un jugador para su turno en juegos de dos
settings-opt-reaction-name = minutos_de_reacción
settings-opt-reaction-desc = Minutos para una decisión fuera de tu turno
settings-opt-hints-name = pistas
settings-opt-hints-desc = Si los jugadores pueden pedir pistas
settings-opt-threads-name = hilos
settings-opt-threads-desc = Si cada partida tiene su propio hilo
settings-opt-event-role-name = rol_torneos
settings-opt-event-role-desc = Un rol cuyos miembros también pueden crear torneos
settings-opt-no-event-role-name = sin_rol_torneos
settings-opt-no-event-role-desc = Solo los miembros con «Gestionar servidor» crean torneos
settings-opt-web-pages-name = páginas_web
settings-opt-web-pages-desc = Mostrar en la web las clasificaciones, la temporada y las páginas de torneos del servidor
settings-opt-reset-name = restablecer
settings-opt-reset-desc = Devolver todos los ajustes a su valor por defecto
settings-opt-my-language-desc = Idioma de lo que solo ves tú
settings-opt-my-theme-desc = Tema de las imágenes que solo ves tú
settings-opt-web-page-name = página_web
settings-opt-web-page-desc = Mostrar en la web mi página de jugador y la exportación de mis partidas
settings-opt-turn-dms-name = md_turno
settings-opt-turn-dms-desc = Enviarme un MD cuando una partida me espera
settings-choice-language-auto = El idioma de Discord del servidor
settings-choice-language-client = Mi idioma de Discord
settings-choice-theme-server = El tema del servidor
settings-theme-classic = Clásico
settings-theme-four-colour = Cuatro colores
settings-theme-colour-blind = Apto para daltónicos
settings-theme-dark = Oscuro

settings-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
settings-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
settings-server-title = **Ajustes de este servidor**
settings-line-language = Idioma de los mensajes públicos: { $value }
settings-line-theme = Tema de las mesas: { $value }
settings-line-games = Juegos que se pueden empezar: { $value }
settings-line-turn = Tiempo por turno: { $value }
settings-line-reaction = Tiempo para una decisión fuera de turno: { $value }
settings-line-hints = Pistas: { $on ->
    [yes] permitidas
   *[other] no permitidas
}
settings-line-threads = Un hilo por partida: { $on ->
    [yes] sí
   *[other] no
}
settings-line-events-manage = Quién puede crear torneos: los miembros con «Gestionar servidor»
settings-line-events-role = Quién puede crear torneos: los miembros con «Gestionar servidor» y el rol { $role }
settings-line-web = Páginas web (clasificaciones, temporada, torneos): { $on ->
    [yes] sí
   *[other] no
}
settings-line-web-address = Dirección: { $url }
settings-server-how = Cámbialos con `/ajustes servidor`; las partidas nuevas usan los nuevos plazos y las que están en curso conservan los suyos.
settings-me-title = **Tus ajustes**
settings-line-language-me = Idioma de lo que solo ves tú: { $value }
settings-line-theme-me = Tema de las imágenes que solo ves tú: { $value }
settings-line-web-me = Tu página de jugador y la exportación de tus partidas en la web: { $on ->
    [yes] sí
   *[other] no
}
settings-line-turn-dms-me = MD de «te toca» (un MD cuando una partida te espera): { $on ->
    [yes] sí
   *[other] no
}
settings-me-how = Cámbialos con `/ajustes yo`.
settings-value-chosen = { $value }
settings-value-discord-language = el idioma de Discord del servidor ({ $value })
settings-value-discord-client = tu idioma de Discord ({ $value })
settings-value-server-theme = el tema del servidor
settings-value-all-games = todos
settings-value-no-game = ninguno
settings-value-default = { $value } (por defecto)
settings-saved = Guardado.
settings-refused = Solo los miembros que pueden gestionar este servidor pueden cambiar sus ajustes. `/ajustes yo` cambia tu propio idioma, tu tema y tu página web.
settings-refused-no-game = Al menos un juego debe seguir permitido; no se ha cambiado nada.
settings-refused-turn = El tiempo por turno debe estar entre { $low } y { $high } horas; no se ha cambiado nada.
settings-refused-reaction = El tiempo para una decisión fuera de turno debe estar entre { $low } y { $high } minutos; no se ha cambiado nada.
settings-refused-event-role-both = Elige un rol para los torneos o quítalo, pero no las dos cosas a la vez; no se ha cambiado nada.
settings-threads-need-permissions = Para abrir un hilo por partida necesito los permisos «Crear hilos públicos» y «Enviar mensajes en hilos» en vuestros canales; mientras tanto, las partidas se quedan en su canal.
settings-game-not-allowed = { $game } no se puede empezar en este servidor (sus ajustes permiten otros juegos).

# Un hilo por partida (ajuste del servidor).
threads-name = { $game }: { $player }
threads-started = { $player } ha empezado { $game }: la mesa está en { $thread }.
threads-challenge-moved = Reto aceptado: { $game } se juega en { $thread }.
