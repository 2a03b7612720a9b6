"""LAN play: the host-authoritative protocol, discovery and the client (built by the LAN issue)."""
