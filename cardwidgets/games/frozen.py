"""Frozen settings that copy and pickle although they hold read-only mappings.

A game's ``Rules`` keeps its mappings (Twins' inks, Twin It!'s forbidden designs) as read-only views
(``MappingProxyType``), which neither ``copy`` nor ``pickle`` knows: a game could not be copied to
try a move on, nor its rules handed to a tournament's worker where processes are spawned (Windows).
"""

from __future__ import annotations

from dataclasses import fields
from types import MappingProxyType
from typing import Any


class RemadeFromFields:
    """Mixin for a frozen dataclass: a copy, or an unpickled one, is made by calling the class again
    with its fields, each read-only mapping as a plain dict, so that its checks run again and wrap it."""

    def __reduce__(self) -> tuple[Any, ...]:
        values = {f.name: dict(value) if isinstance(value := getattr(self, f.name), MappingProxyType) else value
                  for f in fields(self) if f.init}  # type: ignore[arg-type]  # (a dataclass's mixin)
        return _remade, (type(self), values)


def _remade(cls: type, values: dict[str, Any]) -> Any:
    return cls(**values)
