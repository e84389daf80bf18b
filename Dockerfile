# The Discord bot in a container: slim Python, a non-root user, the database on a volume.
#   docker build -t tm-bot .
#   docker run -d --name tm-bot -e DISCORD_TOKEN=... -v tm-data:/data tm-bot
#   docker run --rm -e DISCORD_TOKEN=... -v tm-data:/data tm-bot python -m bot --sync   (once)
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/games.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY rules ./rules
COPY rendering ./rendering
COPY bot ./bot
COPY locales ./locales
RUN pip install . \
    && useradd --create-home --uid 10001 --shell /usr/sbin/nologin bot \
    && mkdir -p /data && chown bot:bot /data

USER bot
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
