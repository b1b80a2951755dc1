#!/usr/bin/env python3
"""Records what a macro plugin answers the compiler for every file of the macro corpus.

    Scripts/record-macro-goldens.py --plugin PATH --modules DIR [--module-cache DIR] [--only SUBSTRING]
    Scripts/record-macro-goldens.py --replay --plugin PATH [--only SUBSTRING]

Recording: each file of Tests/Fixtures/MacroCorpus is type-checked on its own by `swiftc` with `--plugin` loaded
through a small proxy that logs every message the compiler sends and every reply. The exchanges are written to
Tests/Fixtures/MacroGoldens/<same path>.json, without the build configuration the compiler attaches to each request
(the same for every request; no macro reads it). The goldens in the repository were recorded with the SwiftSyntax-based
plugin of commit c4005eb (swift 6.3.1), before the plugin that speaks the protocol itself replaced it.

Replay: sends every recorded request to `--plugin` and compares its replies with the recorded ones, as the golden test
(Tests/PrefsMacrosTests/GoldenCorpusTests.swift) does: expansions after the normalisation documented there (white
space outside literals and comments is not compared), diagnostics exactly. Prints the differences and a summary.
An exchange whose golden has a `deliberate` member is compared with the reply stored there instead: a difference from
the recorded plugin that was made on purpose, with its reason (Docs/Architecture.md lists them).

    Scripts/record-macro-goldens.py --replay --plugin PATH --only SUBSTRING --accept "REASON"

stores the replies of `--plugin` that differ, in the goldens `--only` selects, as deliberate differences with REASON.

    Scripts/record-macro-goldens.py --time --plugin PATH [--plugin PATH …] --only SUBSTRING [--passes N]

times the replies: each pass starts each plugin anew (as each compiler job does) and sends it every request of the
selected goldens once, the plugins taking turns; prints, per plugin, the median over the passes of each macro role's
milliseconds per request and of the whole file.
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Fixtures", "MacroCorpus")
GOLDENS = os.path.join(ROOT, "Tests", "Fixtures", "MacroGoldens")

PROXY = r'''#!/usr/bin/env python3
import json, os, struct, subprocess, sys
config = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "config.json")))
plugin = subprocess.Popen([config["plugin"]], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
log = open(config["log"], "a")
def read(stream, count):
    data = b""
    while len(data) < count:
        chunk = stream.read(count - len(data))
        if not chunk:
            return None
        data += chunk
    return data
while True:
    header = read(sys.stdin.buffer, 8)
    if header is None:
        break
    body = read(sys.stdin.buffer, struct.unpack("<Q", header)[0])
    plugin.stdin.write(header + body)
    plugin.stdin.flush()
    reply_header = read(plugin.stdout, 8)
    if reply_header is None:
        break
    reply = read(plugin.stdout, struct.unpack("<Q", reply_header)[0])
    sys.stdout.buffer.write(reply_header + reply)
    sys.stdout.buffer.flush()
    log.write(json.dumps({"request": json.loads(body), "response": json.loads(reply)}) + "\n")
    log.flush()
plugin.stdin.close()
plugin.wait()
'''


def corpus_files(only):
    for directory, _, names in sorted(os.walk(CORPUS)):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.relpath(os.path.join(directory, name), CORPUS)
                if not only or only in path:
                    yield path


def strip_configuration(request):
    for body in request.values():
        if isinstance(body, dict):
            body.pop("staticBuildConfiguration", None)
    return request


def record(args):
    work = tempfile.mkdtemp(prefix="prefs-goldens-")
    proxy = os.path.join(work, "proxy.py")
    with open(proxy, "w") as file:
        file.write(PROXY)
    os.chmod(proxy, 0o755)
    log = os.path.join(work, "log.jsonl")
    count = 0
    for path in corpus_files(args.only):
        with open(os.path.join(work, "config.json"), "w") as file:
            json.dump({"plugin": os.path.abspath(args.plugin), "log": log}, file)
        open(log, "w").close()
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Corpus", "-I", args.modules,
                   "-load-plugin-executable", proxy + "#PrefsMacros", os.path.join(CORPUS, path)]
        if args.module_cache:
            command[2:2] = ["-module-cache-path", args.module_cache]
        try:
            # A file the type checker cannot finish (deeply nested literals) has sent its requests long before.
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=CORPUS, timeout=60)
        except subprocess.TimeoutExpired:
            print(f"{path}: the compiler took over 60 s; recorded what it asked until then", flush=True)
        exchanges = []
        with open(log) as file:
            for line in file:
                exchange = json.loads(line)
                exchange["request"] = strip_configuration(exchange["request"])
                exchanges.append(exchange)
        target = os.path.join(GOLDENS, path[: -len(".swift")] + ".json")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as file:
            json.dump({"case": path, "exchanges": exchanges}, file, indent=1, sort_keys=True, ensure_ascii=False)
            file.write("\n")
        count += 1
        print(f"{path}: {len(exchanges)} exchanges", flush=True)
    print(f"recorded {count} files")


def normalized(source):
    """The tokens of `source` without the white space between them: string literals and comments whole, every other
    character that is not a letter, digit or `_` on its own."""
    tokens = []
    index = 0
    length = len(source)
    while index < length:
        character = source[index]
        if character.isspace():
            index += 1
        elif source.startswith("//", index):
            end = source.find("\n", index)
            end = length if end < 0 else end
            tokens.append(source[index:end].rstrip())
            index = end
        elif source.startswith("/*", index):
            end = source.find("*/", index)
            end = length if end < 0 else end + 2
            tokens.append(source[index:end])
            index = end
        elif character == '"' or (character == "#" and source[index:].lstrip("#").startswith('"')):
            hashes = len(source[index:]) - len(source[index:].lstrip("#"))
            start = index
            index += hashes
            quotes = 3 if source.startswith('"""', index) else 1
            index += quotes
            closing = '"' * quotes + "#" * hashes
            while index < length and not source.startswith(closing, index):
                index += 2 if source[index] == "\\" else 1
            index = min(length, index + len(closing))
            tokens.append(source[start:index])
        elif character.isalnum() or character == "_" or character == "$":
            start = index
            while index < length and (source[index].isalnum() or source[index] in "_$"):
                index += 1
            tokens.append(source[start:index])
        else:
            tokens.append(character)
            index += 1
    return tokens


def comparable(response):
    """A reply as the golden test compares it."""
    (kind, body), = response.items()
    if kind == "getCapabilityResult":
        return {kind: {"protocolVersion": body["capability"]["protocolVersion"]}}
    body = dict(body)
    if body.get("expandedSource") is not None:
        body["expandedSource"] = normalized(body["expandedSource"])
    return {kind: body}


def send(process, message):
    data = json.dumps(message).encode()
    process.stdin.write(struct.pack("<Q", len(data)) + data)
    process.stdin.flush()
    header = process.stdout.read(8)
    return json.loads(process.stdout.read(struct.unpack("<Q", header)[0]))


def replay(args):
    plugin = subprocess.Popen([args.plugin], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    files = exchanges = differences = 0
    for directory, _, names in sorted(os.walk(GOLDENS)):
        for name in sorted(names):
            if not name.endswith(".json") or (args.only and args.only not in os.path.join(directory, name)):
                continue
            golden = json.load(open(os.path.join(directory, name)))
            files += 1
            changed = False
            for exchange in golden["exchanges"]:
                exchanges += 1
                reply = send(plugin, exchange["request"])
                expected = exchange.get("deliberate", {}).get("response", exchange["response"])
                if comparable(reply) != comparable(expected):
                    if args.accept:
                        exchange["deliberate"] = {"reason": args.accept, "response": reply}
                        changed = True
                        continue
                    differences += 1
                    if differences <= args.show:
                        print(f"== {golden['case']}: {json.dumps(exchange['request'])[:600]}")
                        print("-- recorded:", json.dumps(exchange["response"], ensure_ascii=False)[:3000])
                        print("-- replayed:", json.dumps(reply, ensure_ascii=False)[:3000])
            if changed:
                with open(os.path.join(directory, name), "w") as file:
                    json.dump(golden, file, indent=1, sort_keys=True, ensure_ascii=False)
                    file.write("\n")
                print(f"{golden['case']}: stored the deliberate differences")
    plugin.stdin.close()
    plugin.wait()
    print(f"{files} files, {exchanges} exchanges, {differences} different")
    return 1 if differences else 0


def timing(args):
    import statistics
    import time
    requests = []
    for directory, _, names in sorted(os.walk(GOLDENS)):
        for name in sorted(names):
            if name.endswith(".json") and args.only in os.path.join(directory, name):
                for exchange in json.load(open(os.path.join(directory, name)))["exchanges"]:
                    requests.append(exchange["request"])
    samples = {plugin: {} for plugin in args.plugin}
    for _ in range(args.passes):
        for plugin in args.plugin:
            process = subprocess.Popen([plugin], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            totals = {}
            for request in requests:
                (kind, body), = request.items()
                key = "handshake" if kind == "getCapability" else f"{body['macro']['typeName']} {body['macroRole']}"
                start = time.perf_counter()
                send(process, request)
                totals.setdefault(key, []).append((time.perf_counter() - start) * 1000)
            process.stdin.close()
            process.wait()
            for key, values in totals.items():
                samples[plugin].setdefault(key, []).append((sum(values) / len(values), len(values)))
            whole = sum(sum(values) for values in totals.values())
            samples[plugin].setdefault("whole file", []).append((whole, 1))
    for plugin in args.plugin:
        print(f"{plugin} ({len(requests)} requests, median of {args.passes} passes):")
        for key, values in sorted(samples[plugin].items()):
            print(f"  {key:<36} {statistics.median(v[0] for v in values):8.3f} ms per request ({values[0][1]})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plugin", required=True, action="append")
    parser.add_argument("--modules")
    parser.add_argument("--module-cache")
    parser.add_argument("--only")
    parser.add_argument("--replay", action="store_true")
    parser.add_argument("--show", type=int, default=10)
    parser.add_argument("--accept", metavar="REASON")
    parser.add_argument("--time", action="store_true")
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args()
    if args.accept and not (args.replay and args.only):
        parser.error("--accept goes with --replay and --only")
    if args.time:
        if not args.only:
            parser.error("--time needs --only")
        timing(args)
        return
    if len(args.plugin) > 1:
        parser.error("one --plugin, except with --time")
    args.plugin = args.plugin[0]
    if args.replay:
        sys.exit(replay(args))
    if not args.modules:
        parser.error("--modules is needed to record")
    record(args)


if __name__ == "__main__":
    main()
