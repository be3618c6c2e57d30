"""Bitcode down-grade: attribute kind 105.

LLVM 22 adds attribute kind 105 (nocreateundeforpoison) to the declarations
of common intrinsics; NVVM 20's reader stops at it ("Unknown attribute kind
(105)"). docs/reference/toolchain.md §2 R2, down-grade 4: rewrite the kind in
the PARAMATTR_GROUP block in place, at the same VBR width, to 62 (nofree).
llvm-as re-adds the attribute from its intrinsic tables, so this has to be
done on the bitcode. The reader below follows LLVM's bitstream format
(https://llvm.org/docs/BitCodeFormat.html).
"""


class BitReader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def read(self, width):
        if width == 0:
            return 0
        byte, shift = self.pos >> 3, self.pos & 7
        chunk = int.from_bytes(self.data[byte:byte + ((shift + width + 7) >> 3)],
                               "little")
        self.pos += width
        return (chunk >> shift) & ((1 << width) - 1)

    def vbr(self, width):
        hi, value, shift = 1 << (width - 1), 0, 0
        while True:
            piece = self.read(width)
            value |= (piece & (hi - 1)) << shift
            shift += width - 1
            if not piece & hi:
                return value

    def align32(self):
        self.pos = (self.pos + 31) & ~31


FIXED, VBR, ARRAY, CHAR6, BLOB = 1, 2, 3, 4, 5
PARAMATTR_GROUP_BLOCK, MODULE_BLOCK, BLOCKINFO_BLOCK = 10, 8, 0


def _read_abbrev(r):
    ops = []
    for _ in range(r.vbr(5)):
        if r.read(1):
            ops.append(("lit", r.vbr(8)))
        else:
            enc = r.read(3)
            ops.append((enc, r.vbr(5) if enc in (FIXED, VBR) else None))
    return ops


def _read_scalar(r, op):
    """One operand of an abbreviated record: (value, bit position, enc, width)."""
    kind, width = op
    if kind == "lit":
        return (width, None, None, None)
    pos = r.pos
    if kind == FIXED:
        return (r.read(width), pos, FIXED, width)
    if kind == VBR:
        return (r.vbr(width), pos, VBR, width)
    if kind == CHAR6:
        return (r.read(6), pos, None, None)
    raise ValueError("bad abbreviation operand")


def _read_record(r, abbrev):
    vals, i = [], 0
    while i < len(abbrev):
        kind = abbrev[i][0]
        if kind == ARRAY:
            n = r.vbr(6)
            vals += [_read_scalar(r, abbrev[i + 1]) for _ in range(n)]
            i += 2
            continue
        if kind == BLOB:
            n = r.vbr(6)
            r.align32()
            r.pos += n * 8
            r.align32()
        else:
            vals.append(_read_scalar(r, abbrev[i]))
        i += 1
    return vals


def _walk_block(r, width, block_id, end, blockinfo, visit):
    abbrevs = list(blockinfo.get(block_id, []))
    info_target = None
    while r.pos < end:
        aid = r.read(width)
        if aid == 0:                                    # END_BLOCK
            r.align32()
            return
        if aid == 1:                                    # ENTER_SUBBLOCK
            sub, sub_width = r.vbr(8), r.vbr(4)
            r.align32()
            words = r.read(32)
            sub_end = r.pos + words * 32
            if sub in (BLOCKINFO_BLOCK, MODULE_BLOCK, PARAMATTR_GROUP_BLOCK):
                _walk_block(r, sub_width, sub, sub_end, blockinfo, visit)
            r.pos = sub_end
            continue
        if aid == 2:                                    # DEFINE_ABBREV
            ab = _read_abbrev(r)
            if block_id == BLOCKINFO_BLOCK:
                blockinfo.setdefault(info_target, []).append(ab)
            else:
                abbrevs.append(ab)
            continue
        if aid == 3:                                    # UNABBREV_RECORD
            code, n = r.vbr(6), r.vbr(6)
            ops = []
            for _ in range(n):
                pos = r.pos
                ops.append((r.vbr(6), pos, VBR, 6))
        else:
            vals = _read_record(r, abbrevs[aid - 4])
            code, ops = vals[0][0], vals[1:]
        if block_id == BLOCKINFO_BLOCK and code == 1 and ops:   # SETBID
            info_target = ops[0][0]
        visit(block_id, code, ops)


def _attribute_kinds(ops):
    """The enum-attribute kind operands of a PARAMATTR_GRP_CODE_ENTRY record
    ([grpid, paramidx, attributes...], LLVM 22's BitcodeWriter encoding), or
    None when the record does not parse to its end."""
    kinds, i, v = [], 2, [o[0] for o in ops]
    try:
        while i < len(v):
            k = v[i]
            if k == 0:                      # enum attribute: kind
                kinds.append(ops[i + 1])
                i += 2
            elif k == 1:                    # integer attribute: kind, value
                i += 3
            elif k in (3, 4):               # string key [, value], 0-terminated
                i += 1
                while v[i] != 0:
                    i += 1
                i += 1
                if k == 4:
                    while v[i] != 0:
                        i += 1
                    i += 1
            elif k == 5:                    # type attribute without type
                i += 2
            elif k == 6:                    # type attribute: kind, type
                i += 3
            elif k == 7:                    # constant range: kind, width, lo, hi
                i += 2
                i = _skip_range(v, i + 1, v[i])
            elif k == 8:                    # range list: kind, n, width, ranges
                n, width = v[i + 2], v[i + 3]
                i += 4
                for _ in range(n):
                    i = _skip_range(v, i, width)
            else:
                return None
    except IndexError:
        return None
    return kinds if i == len(v) else None


def _skip_range(v, i, width):
    if width > 64:
        words = v[i]
        return i + 1 + (words & 0xffffffff) + (words >> 32)
    return i + 2


def _write_bits(buf, pos, width, value):
    for b in range(width):
        byte, bit = (pos + b) >> 3, (pos + b) & 7
        if value >> b & 1:
            buf[byte] |= 1 << bit
        else:
            buf[byte] &= ~(1 << bit) & 0xff


def _rewrite(buf, op, new):
    _, pos, enc, width = op
    if pos is None:
        return False
    if enc == FIXED:
        if new >= 1 << width:
            return False
        _write_bits(buf, pos, width, new)
        return True
    if enc == VBR:
        r = BitReader(bytes(buf))
        r.pos = pos
        r.vbr(width)
        chunks = (r.pos - pos) // width
        payload = width - 1
        if new >= 1 << (payload * chunks):
            return False
        for c in range(chunks):
            piece = (new >> (c * payload)) & ((1 << payload) - 1)
            if c < chunks - 1:
                piece |= 1 << payload
            _write_bits(buf, pos + c * width, width, piece)
        return True
    return False


def patch_attribute_kind(data, old=105, new=62):
    """Returns (patched bitcode, number rewritten, number of unparsed records)."""
    if data[:4] != b"BC\xc0\xde":
        raise ValueError("not raw LLVM bitcode")
    buf = bytearray(data)
    found, unparsed = [], [0]

    def visit(block_id, code, ops):
        if block_id == PARAMATTR_GROUP_BLOCK and code == 3:
            kinds = _attribute_kinds(ops)
            if kinds is None:
                unparsed[0] += 1
            else:
                found.extend(k for k in kinds if k[0] == old)

    r = BitReader(bytes(data))
    r.pos = 32
    _walk_block(r, 2, None, len(data) * 8, {}, visit)
    done = sum(1 for op in found if _rewrite(buf, op, new))
    return bytes(buf), done, unparsed[0]


def patch_file(bc):
    """Down-grade 4 on a bitcode file, in place; says what it did."""
    data = open(bc, "rb").read()
    try:
        new, n, unparsed = patch_attribute_kind(data)
    except (ValueError, IndexError) as e:
        return "attribute patch failed (%s)" % e
    if n:
        with open(bc, "wb") as f:
            f.write(new)
    out = []
    if n:
        out.append("attribute kind 105 -> 62 x%d" % n)
    if unparsed:
        out.append("%d attribute group(s) not parsed" % unparsed)
    return ", ".join(out)
