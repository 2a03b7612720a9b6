"""View deltas: what changed between two plain-data values, as a list of ``[path, value]`` replacements.

A path is a list of map keys and array indexes from the root; applying ``[path, value]`` walks the path
and sets its last step to ``value`` (an empty path replaces the whole value). Maps whose key sets are equal
and arrays of equal length are compared item by item; anything else that differs is replaced whole. So a
client in any language applies a patch with a ten-line loop.
"""

from __future__ import annotations

from typing import Any

Patch = list[list[Any]]


def diff(old: Any, new: Any) -> Patch:
    """The replacements that turn ``old`` into ``new`` (empty when they are equal)."""
    out: Patch = []
    _diff(old, new, [], out)
    return out


def _diff(old: Any, new: Any, path: list[Any], out: Patch) -> None:
    if old == new and type(old) is type(new):
        return
    if isinstance(old, dict) and isinstance(new, dict) and old.keys() == new.keys():
        for key in new:
            _diff(old[key], new[key], [*path, key], out)
        return
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and old:
        changed = [i for i in range(len(new)) if old[i] != new[i] or type(old[i]) is not type(new[i])]
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
