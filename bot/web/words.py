"""Which language a page is said in: `?lang=` (the chooser's links, remembered in a cookie),
else the cookie, else the browser's `Accept-Language`, else English; always a shipped
locale (`i18n.SHIPPED`)."""

from __future__ import annotations

import re

import i18n
from aiohttp import web

COOKIE = "lang"
_RANGE = re.compile(r"\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([01](?:\.[0-9]{0,3})?))?\s*")


def accepted(header: str) -> str | None:
    """The shipped locale a browser's Accept-Language prefers most, None for none of them."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):
        m = _RANGE.fullmatch(part)
        if m is None or m[1] == "*":
            continue
        q = float(m[2]) if m[2] else 1.0
        if q > 0:
            ranked.append((-q, i, m[1]))
    for _, _, tag in sorted(ranked):
        code = tag.replace("_", "-")
        lang = code.split("-", 1)[0].lower()
        if code in i18n.SHIPPED:
            return code
        if lang in i18n.SHIPPED:
            return lang
    return None


def chosen(request: web.Request) -> str:
    """The locale `request` is answered in."""
    for asked in (request.query.get("lang"), request.cookies.get(COOKIE)):
        if asked and asked in i18n.SHIPPED:
            return asked
    return accepted(request.headers.get("Accept-Language", "")) or i18n.SOURCE


def languages() -> list[tuple[str, str]]:
    """The chooser's entries: each shipped locale and the name it calls itself."""
    return [(code, i18n.native_name(code)) for code in i18n.SHIPPED]


__all__ = ["COOKIE", "accepted", "chosen", "languages"]
