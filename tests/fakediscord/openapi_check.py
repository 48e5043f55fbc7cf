"""Check recorded request bodies against Discord's OpenAPI description, when it is available.

The spec (MIT, github.com/discord/discord-api-spec) is not part of this repository; it is looked
up at ``<repo>/../shared/discord-api-spec/openapi.json``. :func:`load_spec` returns ``None`` when it
is absent and callers then skip the validation step (never the test).

The validator covers the JSON-Schema subset the spec uses: $ref, type (incl. lists and "null"),
properties, required, items, enum, const, anyOf/oneOf/allOf, min/max, lengths, item counts.
``oneOf`` is checked as ``anyOf`` because Discord marks its unions ``x-discord-union: oneOf`` while
its branches overlap. A ``format: snowflake`` string also accepts an integer, as Discord does (and
discord.py sends new attachment ids as ints).
"""

from __future__ import annotations

import json
import operator
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable

from .models import FakeRequest

REPO_ROOT = Path(__file__).resolve().parents[2]
SPEC_PATH = REPO_ROOT.parent / "shared" / "discord-api-spec" / "openapi.json"


@lru_cache(maxsize=1)
def load_spec() -> dict[str, Any] | None:
    if not SPEC_PATH.is_file():
        return None
    return json.loads(SPEC_PATH.read_text(encoding="utf-8"))


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        node: Any = spec
        for part in schema["$ref"].lstrip("#/").split("/"):
            node = node[part]
        schema = node
    return schema


_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
# A bound's keyword: the values it applies to (a bool is no number), what it measures, when
# the value is beyond it, and what the error says.
_BOUNDS: dict[str, tuple[type | tuple[type, ...], Callable[[Any], Any], Callable[[Any, Any], bool], str]] = {
    "maxLength": (str, len, operator.gt, "longer than {}"),
    "minLength": (str, len, operator.lt, "shorter than {}"),
    "minimum": ((int, float), lambda v: v, operator.lt, "below {}"),
    "maximum": ((int, float), lambda v: v, operator.gt, "above {}"),
    "maxItems": (list, len, operator.gt, "more than {} items"),
    "minItems": (list, len, operator.lt, "fewer than {} items"),
}


def validate(spec: dict[str, Any], schema: dict[str, Any], value: Any, where: str = "$") -> list[str]:
    """Errors found in ``value`` against ``schema`` (empty list: valid)."""
    schema = _resolve(spec, schema)
    errors: list[str] = []
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        ok = any(_TYPES[t](value) for t in types)
        if not ok and schema.get("format") == "snowflake" and isinstance(value, int):
            ok = True
        if not ok:
            return [f"{where}: expected {types}, got {type(value).__name__} {value!r:.60}"]
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{where}: {value!r} not in {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        errors.append(f"{where}: {value!r} != const {schema['const']!r}")
    for keyword, (kinds, size, beyond, says) in _BOUNDS.items():
        if keyword in schema and isinstance(value, kinds) and not isinstance(value, bool) \
                and beyond(size(value), schema[keyword]):
            errors.append(f"{where}: {says.format(schema[keyword])}")
    if isinstance(value, str) and "pattern" in schema and not re.search(schema["pattern"], value):
        errors.append(f"{where}: {value!r} does not match {schema['pattern']}")
    if isinstance(value, list):
        if "items" in schema:
            for i, item in enumerate(value):
                errors += validate(spec, schema["items"], item, f"{where}[{i}]")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{where}: missing required {key!r}")
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:
                errors += validate(spec, props[key], item, f"{where}.{key}")
            elif schema.get("additionalProperties") is False:
                errors.append(f"{where}: unexpected property {key!r}")
            elif isinstance(schema.get("additionalProperties"), dict):
                errors += validate(spec, schema["additionalProperties"], item, f"{where}.{key}")
    for sub in schema.get("allOf", []):
        errors += validate(spec, sub, value, where)
    for keyword in ("anyOf", "oneOf"):
        if keyword in schema:
            branches = [validate(spec, sub, value, where) for sub in schema[keyword]]
            if all(branches):
                # Report the branch whose "type" discriminator matched, if any: its errors are the real ones.
                best = min(branches, key=lambda errs: (
                    any(e.startswith(f"{where}: expected") for e in errs),
                    any(e.startswith(f"{where}.type:") for e in errs),
                    len(errs),
                ))
                errors.append(f"{where}: matches no {keyword} branch; closest: {best[:3]}")
    return errors


def _operation(spec: dict[str, Any], method: str, path: str) -> dict[str, Any] | None:
    for template, item in spec["paths"].items():
        pattern = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template))
        if re.fullmatch(pattern, path) and method.lower() in item:
            # A literal segment such as "@original" must win over a "{message_id}" template.
            if "{" in template and "@" in path and "@" not in template:
                continue
            return item[method.lower()]
    return None


def request_errors(spec: dict[str, Any], requests: Iterable[FakeRequest]) -> list[str]:
    """Every schema violation in the JSON bodies of ``requests`` (multipart: the payload_json)."""
    errors: list[str] = []
    for req in requests:
        if req.json is None:
            continue
        op = _operation(spec, req.method, req.path)
        if op is None or "requestBody" not in op:
            errors.append(f"{req.method} {req.path}: no such operation with a body in the spec")
            continue
        schema = op["requestBody"]["content"]["application/json"]["schema"]
        errors += [f"{req.method} {req.path}: {e}" for e in validate(spec, schema, req.json)]
    return errors
