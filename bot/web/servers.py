"""Servers pages (being built)."""

from __future__ import annotations

from aiohttp import web

routes = web.RouteTableDef()

__all__ = ["routes"]
