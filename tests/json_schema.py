"""Just enough JSON Schema (2020-12) to check the files the app writes against the schemas in docs/: type,
required, properties, additionalProperties (false), items, enum, minimum, minLength, minItems, pattern, $ref to
#/$defs. A keyword it does not know fails, so a schema never checks less than it says."""

from __future__ import annotations

import re
from typing import Any

KNOWN = {"$schema", "title", "description", "$defs", "$ref", "type", "required", "properties",
         "additionalProperties", "items", "enum", "minimum", "minLength", "minItems", "pattern"}
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _is(value: Any, kind: str) -> bool:
    if kind in ("integer", "number"):
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        return number and (kind == "number" or isinstance(value, int))
    return isinstance(value, TYPES[kind])


def errors(value: Any, schema: dict[str, Any], root: dict[str, Any] | None = None, where: str = "$") -> list[str]:
    root = root or schema
    unknown = set(schema) - KNOWN
    if unknown:
        return [f"{where}: the schema uses {sorted(unknown)}, which this checker does not know"]
    if "$ref" in schema:
        return errors(value, root["$defs"][schema["$ref"].rsplit("/", 1)[1]], root, where)
    kinds = schema.get("type")
    if kinds is not None and not any(_is(value, k) for k in ([kinds] if isinstance(kinds, str) else kinds)):
        return [f"{where}: {value!r} is not of type {kinds}"]
    found: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if isinstance(value, (int, float)) and "minimum" in schema and value < schema["minimum"]:
        found.append(f"{where}: {value} is below {schema['minimum']}")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            found.append(f"{where}: too short")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            found.append(f"{where}: {value!r} does not match {schema['pattern']}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append(f"{where}: fewer than {schema['minItems']} items")
        for index, item in enumerate(value):
            found += errors(item, schema.get("items", {}), root, f"{where}[{index}]")
    if isinstance(value, dict):
        found += [f"{where}: {key} is missing" for key in schema.get("required", ()) if key not in value]
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key in properties:
                found += errors(item, properties[key], root, f"{where}.{key}")
            elif schema.get("additionalProperties", True) is False:
                found.append(f"{where}: {key} is not in the format")
    return found
