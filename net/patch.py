"""View deltas: what changed between two plain-data values, as a list of ``[path, value]`` replacements.

A path is a list of map keys and array indexes from the root; applying ``[path, value]`` walks the path
and sets its last step to ``value`` (an empty path replaces the whole value). Maps whose key sets are equal
and arrays of equal length are compared item by item; anything else that differs is replaced whole. So a
client in any language applies a patch with a ten-line loop.
"""

from __future__ import annotations

from typing import Any

import msgpack

Patch = list[list[Any]]
_SCALARS = (str, int, float, bool, type(None))


def diff(old: Any, new: Any) -> Patch:
    """The replacements that turn ``old`` into ``new`` (empty when they are equal)."""
    out: Patch = []
    _diff(old, new, [], out)
    return out


def same(a: Any, b: Any) -> bool:
    """Equal, and with the same types all the way down (``1``, ``1.0`` and ``True`` differ on the wire)."""
    if a != b:
        return False
    if a is b or (type(a) in _SCALARS and type(a) is type(b)):
        return True
    try:
        return bool(msgpack.packb(a, use_bin_type=True) == msgpack.packb(b, use_bin_type=True))
    except (TypeError, ValueError):
        return False


def _diff(old: Any, new: Any, path: list[Any], out: Patch) -> None:
    if same(old, new):
        return
    if isinstance(old, dict) and isinstance(new, dict) and old.keys() == new.keys():
        for key in new:
            _diff(old[key], new[key], [*path, key], out)
        return
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and old:
        changed = [i for i in range(len(new)) if not same(old[i], new[i])]
        if len(changed) * 2 <= len(new):
            for i in changed:
                _diff(old[i], new[i], [*path, i], out)
            return
    out.append([path, new])


def apply(value: Any, patch: Patch) -> Any:
    """``value`` with ``patch`` applied (in place where it can; use the returned value)."""
    for path, new in patch:
        if not path:
            value = new
            continue
        node = value
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = new
    return value
