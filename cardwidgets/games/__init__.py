"""The game engines: plain Python, one package per game, no widget imports."""
