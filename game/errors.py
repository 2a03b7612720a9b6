"""Typed errors with stable codes, so the host can forward them and clients can react by code."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that the rules (or the open prompts) do not allow. The state is left untouched.

    ``code`` is stable and machine-readable (``not_your_prompt``, ``illegal_choice`` ...);
    ``reason`` is for people.
    """

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


class CorruptSave(Exception):
    """A save or replay file that cannot be read, has the wrong version, or diverges from its hashes."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


class ConfigError(ValueError):
    """A game configuration the engine cannot set up (wrong player count, duplicate colours ...)."""
