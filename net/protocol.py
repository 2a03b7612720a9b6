"""The wire: frames, messages and their schemas (docs/protocol.md is the full description).

A frame is a 4-byte big-endian unsigned length followed by that many bytes of msgpack: one map with string
keys and a string ``type``. Values are plain data only (nil, booleans, integers, floats, strings, arrays and
maps with string keys), at most ``MAX_DEPTH`` deep. Anything else is a ``ProtocolError`` with a stable code.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterator
from typing import Any

import msgpack

PROTOCOL_VERSION = 1
SERVICE_TYPE = "_cosmic-table._tcp.local."
DEFAULT_PORT = 47474
MAX_FRAME = 1 << 20  # host -> client (a full sync with the recent log fits easily)
MAX_CLIENT_FRAME = 64 << 10  # client -> host: intentions are small
MAX_DEPTH = 32
MAX_TEXT = 500  # chat line
MAX_NAME = 24
HEADER = struct.Struct(">I")
PING_EVERY = 5.0  # seconds between a client's keep-alive pings
IDLE_TIMEOUT = 60.0  # seconds without a whole frame before the host drops a connection


class ProtocolError(Exception):
    """A frame or message that breaks the protocol. ``code`` is stable; ``reason`` is for people."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


# -- framing ---------------------------------------------------------------------------------------
def encode(message: dict[str, Any]) -> bytes:
    """One frame: the length header and the msgpack body."""
    body: bytes = msgpack.packb(message, use_bin_type=True)
    if len(body) > MAX_FRAME:
        raise ProtocolError("too_large", f"a {len(body)}-byte message exceeds the {MAX_FRAME}-byte limit")
    return HEADER.pack(len(body)) + body


def decode_body(body: bytes) -> dict[str, Any]:
    """The message in one frame body, checked to be a plain map with a string ``type``."""
    try:
        value = msgpack.unpackb(body, raw=False, strict_map_key=True, ext_hook=_no_ext, timestamp=0)
    except ProtocolError:
        raise
    except Exception as exc:  # msgpack raises several types for bad input; all mean the same here
        raise ProtocolError("bad_frame", f"the frame is not msgpack: {type(exc).__name__}") from exc
    if not isinstance(value, dict):
        raise ProtocolError("bad_frame", "a message is a map")
    _check_plain(value, 0)
    if not isinstance(value.get("type"), str):
        raise ProtocolError("bad_frame", "a message needs a string 'type'")
    return value


def _no_ext(code: int, data: bytes) -> Any:
    raise ProtocolError("bad_frame", f"msgpack extension type {code} is not allowed")


def _check_plain(value: Any, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise ProtocolError("bad_frame", f"data nested deeper than {MAX_DEPTH}")
    if value is None or isinstance(value, (bool, int, float, str)):
        return
    if isinstance(value, list):
        for item in value:
            _check_plain(item, depth + 1)
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ProtocolError("bad_frame", "map keys must be strings")
            _check_plain(item, depth + 1)
        return
    raise ProtocolError("bad_frame", f"{type(value).__name__} values are not allowed")


class FrameReader:
    """Splits a byte stream into message bodies. ``limit`` is the largest body accepted: a larger length
    header is an error at once, before the body arrives. ``done`` counts the frames cut so far, and
    ``partial`` says whether part of the next one is waiting (the host times how long it takes to come)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.buffer = bytearray()
        self.done = 0

    @property
    def partial(self) -> bool:
        """Some bytes of a frame have arrived, not all of them."""
        return bool(self.buffer)

    def feed(self, data: bytes) -> Iterator[dict[str, Any]]:
        """Add bytes; yield each complete message (raising ProtocolError on the first bad one)."""
        self.buffer += data
        while len(self.buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self.buffer)
            if size > self.limit:
                raise ProtocolError("too_large", f"a {size}-byte frame exceeds the {self.limit}-byte limit")
            if len(self.buffer) < HEADER.size + size:
                return
            body = bytes(self.buffer[HEADER.size : HEADER.size + size])
            del self.buffer[: HEADER.size + size]
            self.done += 1
            yield decode_body(body)


# -- message schemas -------------------------------------------------------------------------------
Check = Callable[[Any], bool]


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _opt_int(v: Any) -> bool:
    return v is None or _int(v)


def _str(v: Any) -> bool:
    return isinstance(v, str)


def _name(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v.strip()) <= MAX_NAME


def _opt_str(v: Any) -> bool:
    return v is None or isinstance(v, str)


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


def _map(v: Any) -> bool:
    return isinstance(v, dict)


def _list(v: Any) -> bool:
    return isinstance(v, list)


def _text(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_TEXT


def _any(v: Any) -> bool:
    return True


# Messages a client may send: type -> {field: (required, check)}.
CLIENT_MESSAGES: dict[str, dict[str, tuple[bool, Check]]] = {
    "hello": {
        "version": (True, _int),
        "name": (True, _name),
        "token": (False, _opt_str),
        "spectate": (False, _bool),
        "admin": (False, _opt_str),
    },
    "seat": {"seat": (True, _opt_int)},
    "ready": {"ready": (True, _bool)},
    "profile": {"name": (False, _name), "colour": (False, _str)},
    "setup": {"players": (False, _int), "options": (False, _map), "seats": (False, _list)},
    "start": {},
    "act": {"state": (True, _int), "prompt": (True, _int), "action": (True, _map)},
    "sync": {},
    "catalog": {},
    "chat": {"text": (True, _text)},
    "ping": {"n": (False, _any)},
    "bye": {},
}


def check_client_message(message: dict[str, Any]) -> None:
    """Raise ProtocolError unless ``message`` is a known client message with well-typed fields."""
    kind = message["type"]
    schema = CLIENT_MESSAGES.get(kind)
    if schema is None:
        raise ProtocolError("unknown_message", f"unknown message type {kind!r}")
    for key, value in message.items():
        if key == "type":
            continue
        rule = schema.get(key)
        if rule is None:
            raise ProtocolError("bad_message", f"{kind}: unknown field {key!r}")
        if not rule[1](value):
            raise ProtocolError("bad_message", f"{kind}: field {key!r} has the wrong type or size")
    for key, (required, _) in schema.items():
        if required and key not in message:
            raise ProtocolError("bad_message", f"{kind}: missing field {key!r}")
