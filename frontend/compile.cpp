// compile.cpp: the project's only C++ translation unit (C++17).
//
// libclang's C API cannot emit IR, so this file runs clang in-process:
// the driver turns the C side's arguments into its device cc1 job, and that
// job runs through CompilerInstance + EmitLLVMOnlyAction. It decides nothing:
// the arguments come from C (device_args.c), the diagnostics go back to C
// through a callback, and the module is handed over as an LLVMModuleRef.
// Source files reach clang through a file system that lets C rewrite nvcc's
// inline-asm dialect in place, hide what C says clang must not see, and
// serves the bundled compatibility header and the files C provides
// (compat.h). When the C side inserts a keyword nvcc does without
// (compat_templates.c), the columns after it are mapped back to the user's in
// every diagnostic and debug location. With the header cache
// (header_cache.h), a compile reads clang's CUDA wrapper and the toolkit
// headers from a precompiled header, and the builder process it starts for
// a missing entry writes one. The LLVM passes that run before clang's own
// -O0 pipeline are the C side's too (nvc_device_inline_pipeline); this file
// only registers them, with the passes of its own they name
// (nvc-defer-always-inline, nvc-drop-dbg-values, nvc-drop-value-names).

#include "compat.h"
#include "frontend.h"
#include "header_cache.h"

#include <clang/AST/Mangle.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/Version.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendActions.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <clang/Options/OptionUtils.h>
#include <clang/Sema/Sema.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/TargetParser/Host.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits.h>
#include <link.h>
#include <memory>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <vector>

namespace
{

// A clang diagnostic as the C side gets it: formatted, with its presumed
// (#line-aware) file location, as clang's own text printer would show it, in
// the user's columns, and whether clang was instantiating a template. False
// for a level the C side does not get. D's strings point into File and Msg.
bool describe(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info,
              nvc_compat_session &CS, const clang::CompilerInstance *CI, nvc_fe_diag &D,
              std::string &File, std::string &Msg)
{
    switch (Level) {
    case clang::DiagnosticsEngine::Note:
        D.level = NVC_FE_NOTE;
        break;
    case clang::DiagnosticsEngine::Warning:
        D.level = NVC_FE_WARNING;
        break;
    case clang::DiagnosticsEngine::Error:
    case clang::DiagnosticsEngine::Fatal:
        D.level = NVC_FE_ERROR;
        break;
    default:
        return false;
    }
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    Msg = std::string(Text.str());
    D.msg = Msg.c_str();
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
        const clang::SourceManager &SM = Info.getSourceManager();
        clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
        if (P.isValid()) {
            File = P.getFilename();
            D.file = File.c_str();
            D.line = P.getLine();
            D.col = nvc_compat_user_column(&CS, "", 0, File.c_str(), File.size(), D.line,
                                           P.getColumn());
        }
    }
    D.in_instantiation = CI && CI->hasSema() && CI->getSema().inTemplateInstantiation();
    return true;
}

// Hands each clang diagnostic to the C callback, formatted, with its presumed
// (#line-aware) file location, as clang's own text printer would show it, in
// the user's columns, and whether clang was instantiating a template.
class ForwardingConsumer : public clang::DiagnosticConsumer
{
  public:
    ForwardingConsumer(const nvc_fe_request &Req, nvc_compat_session &CS) : Req(Req), CS(CS)
    {
    }
    void watch(const clang::CompilerInstance &Compiler)
    {
        CI = &Compiler;
    }

    void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                          const clang::Diagnostic &Info) override
    {
        clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
        std::string File, Msg;
        nvc_fe_diag D{};
        if (describe(Level, Info, CS, CI, D, File, Msg) && Req.on_diag)
            Req.on_diag(Req.user, &D);
    }

  private:
    const nvc_fe_request &Req;
    nvc_compat_session &CS;
    const clang::CompilerInstance *CI = nullptr;
};

// An open file whose contents are already in memory (null-terminated);
// the first getBuffer hands them over.
class BufferFile : public llvm::vfs::File
{
  public:
    BufferFile(llvm::vfs::Status S, std::unique_ptr<llvm::MemoryBuffer> B)
        : S(std::move(S)), B(std::move(B))
    {
    }
    llvm::ErrorOr<llvm::vfs::Status> status() override
    {
        return S;
    }
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &Name, int64_t,
                                                                 bool, bool) override
    {
        if (B)
            return std::move(B);
        return std::make_error_code(std::errc::io_error);
    }
    std::error_code close() override
    {
        return {};
    }

  private:
    llvm::vfs::Status S;
    std::unique_ptr<llvm::MemoryBuffer> B;
};

// Hands every source file to nvc_compat_rewrite_file before clang reads
// it. The rewrite keeps the length unless keywords are inserted; the file's
// status says the rewritten length. Files that nvc_compat_file_hidden names
// do not exist. In a header cache builder, every answer of the real file
// system is recorded (nvc_hcache_record): the entry is valid while the file
// system would answer the same.
class AsmRewritingFS : public llvm::RTTIExtends<AsmRewritingFS, llvm::vfs::ProxyFileSystem>
{
  public:
    static const char ID;
    AsmRewritingFS(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, nvc_compat_session &CS,
                   nvc_hcache_build *Build)
        : RTTIExtends(std::move(FS)), CS(CS), Build(Build)
    {
    }

    llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override
    {
        if (hidden(Path))
            return std::make_error_code(std::errc::no_such_file_or_directory);
        llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
        record(Path, S);
        size_t Growth = S && S->isRegularFile() ? nvc_compat_file_growth(&CS, Path.str().c_str())
                                                : 0;
        if (!Growth)
            return S;
        return llvm::vfs::Status::copyWithNewSize(*S, S->getSize() + Growth);
    }

    bool exists(const llvm::Twine &Path) override
    {
        if (hidden(Path))
            return false;
        bool Exists = ProxyFileSystem::exists(Path);
        if (Build) {
            llvm::SmallString<256> Buf;
            nvc_hcache_record(Build, Path.toNullTerminatedStringRef(Buf).data(),
                              Exists ? NVC_HCACHE_DEP_EXISTS : NVC_HCACHE_DEP_ABSENT, 0, 0, 0);
        }
        return Exists;
    }

    llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
    openFileForRead(const llvm::Twine &Path) override
    {
        if (hidden(Path))
            return std::make_error_code(std::errc::no_such_file_or_directory);
        if (Build && !regularOrAbsent(Path)) {   // a FIFO would block open() for ever
            Build->unrecordable = true;
            return std::make_error_code(std::errc::permission_denied);
        }
        auto F = ProxyFileSystem::openFileForRead(Path);
        if (!F) {
            record(Path, F.getError());
            return F;
        }
        llvm::ErrorOr<llvm::vfs::Status> S = (*F)->status();
        record(Path, S);
        auto B = (*F)->getBuffer(Path);
        std::string Name = Path.str();
        if (!S || !B)
            return ProxyFileSystem::openFileForRead(Path);
        size_t Len = (*B)->getBufferSize();
        size_t Growth = nvc_compat_file_growth(&CS, Name.c_str());
        if (!nvc_compat_file_may_change(&CS, Name.c_str(), (*B)->getBufferStart(), Len))
            return std::unique_ptr<llvm::vfs::File>(new BufferFile(*S, std::move(*B)));
        std::unique_ptr<llvm::WritableMemoryBuffer> Copy =
            llvm::WritableMemoryBuffer::getNewUninitMemBuffer(Len + Growth,
                                                              (*B)->getBufferIdentifier());
        memcpy(Copy->getBufferStart(), (*B)->getBufferStart(), Len);
        bool Changed = false;
        size_t NewLen = nvc_compat_rewrite_file(&CS, Name.c_str(), Copy->getBufferStart(), Len,
                                                &Changed);
        if (!Changed)
            return std::unique_ptr<llvm::vfs::File>(new BufferFile(*S, std::move(*B)));
        llvm::vfs::Status NewS = llvm::vfs::Status::copyWithNewSize(*S, NewLen);
        if (NewLen == Len + Growth)
            return std::unique_ptr<llvm::vfs::File>(new BufferFile(NewS, std::move(Copy)));
        return std::unique_ptr<llvm::vfs::File>(new BufferFile(   // keywords not inserted
            NewS,
            llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(Copy->getBufferStart(), NewLen),
                                                 (*B)->getBufferIdentifier())));
    }

  private:
    // A builder reads regular files only: a header that is a FIFO or a
    // device (test/cli/bound-timeout.test includes one) makes no entry.
    bool regularOrAbsent(const llvm::Twine &Path)
    {
        llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
        return !S || S->isRegularFile() || S->isDirectory();
    }

    bool hidden(const llvm::Twine &Path) const
    {
        llvm::SmallString<256> Buf;
        return nvc_compat_file_hidden(&CS, Path.toNullTerminatedStringRef(Buf).data());
    }

    // A path that is not there; any other failure (a directory that cannot
    // be searched) is one the entry cannot be checked against.
    void record(const llvm::Twine &Path, std::error_code EC)
    {
        if (!Build)
            return;
        llvm::SmallString<256> Buf;
        const char *P = Path.toNullTerminatedStringRef(Buf).data();
        if (EC == std::errc::no_such_file_or_directory || EC == std::errc::not_a_directory)
            nvc_hcache_record(Build, P, NVC_HCACHE_DEP_ABSENT, 0, 0, 0);
        else
            Build->unrecordable = true;
    }

    void record(const llvm::Twine &Path, const llvm::ErrorOr<llvm::vfs::Status> &S)
    {
        if (!Build)
            return;
        if (!S) {
            record(Path, S.getError());
            return;
        }
        llvm::SmallString<256> Buf;
        const char *P = Path.toNullTerminatedStringRef(Buf).data();
        if (S->isDirectory()) {
            nvc_hcache_record(Build, P, NVC_HCACHE_DEP_DIR, 0, 0, 0);
        } else if (S->isRegularFile()) {
            // llvm::sys::fs keeps stat's nanoseconds (fs_st_mtime_nsec)
            long long NS = std::chrono::duration_cast<std::chrono::nanoseconds>(
                               S->getLastModificationTime().time_since_epoch())
                               .count();
            long long Sec = NS / 1000000000, Nsec = NS % 1000000000;
            if (Nsec < 0) {
                Nsec += 1000000000;
                Sec--;
            }
            nvc_hcache_record(Build, P, NVC_HCACHE_DEP_FILE, S->getSize(), Sec, (long)Nsec);
        } else {
            nvc_hcache_record(Build, P, NVC_HCACHE_DEP_EXISTS, 0, 0, 0);
        }
    }

    nvc_compat_session &CS;
    nvc_hcache_build *Build;   // null but in a header cache builder
};
const char AsmRewritingFS::ID = 0;

// Level 2 of the header cache (docs/header-cache.md, "Level 2"): the TU's
// preamble, its leading directives and comments as clang's
// Lexer::ComputePreamble bounds them (clangd's preambles), served as a
// virtual header in the TU's directory, so that what it includes is found
// as from the TU.
struct TUPreamble {
    std::string Path, Text;
};

// The real file system, rewritten, under the bundled header's virtual path,
// the cuda.h that clang's CUDA wrapper is to include, the empty main file
// of the header cache's PCHs and, for a level-2 entry, the TU's preamble.

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> compatFileSystem(nvc_compat_session &CS,
                                                                 nvc_hcache_build *Build = nullptr,
                                                                 const TUPreamble *P = nullptr)
{
    auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
        llvm::makeIntrusiveRefCnt<AsmRewritingFS>(llvm::vfs::getRealFileSystem(), CS, Build));
    auto Header = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    Header->addFile(NVC_COMPAT_HEADER_PATH, 0,
                    llvm::MemoryBuffer::getMemBuffer(
                        llvm::StringRef(nvc_compat_header, nvc_compat_header_len),
                        NVC_COMPAT_HEADER_PATH, /*RequiresNullTerminator=*/false));
    Header->addFile(NVC_HCACHE_PCH_MAIN, 0,
                    llvm::MemoryBuffer::getMemBuffer("", NVC_HCACHE_PCH_MAIN));
    char Path[4200], Text[4500];
    if (nvc_compat_wrapper_cuda_h(&CS, Path, sizeof Path, Text, sizeof Text))
        Header->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
    if (P) {
        if (!llvm::sys::path::is_absolute(P->Path))   // relative to where clang runs
            if (auto Cwd = llvm::vfs::getRealFileSystem()->getCurrentWorkingDirectory())
                Header->setCurrentWorkingDirectory(*Cwd);
        Header->addFile(P->Path, 0, llvm::MemoryBuffer::getMemBufferCopy(P->Text, P->Path));
    }
    Overlay->pushOverlay(Header);
    return Overlay;
}

// The driver plans one cc1 job per device arch; the C side asks for one arch
// at a time, so the first clang job is the device compile.
const llvm::opt::ArgStringList *findDeviceJob(clang::driver::Compilation &C)
{
    for (const clang::driver::Command &Job : C.getJobs())
        if (llvm::StringRef(Job.getCreator().getName()) == "clang")
            return &Job.getArguments();
    return nullptr;
}

// The driver's device cc1 job as an invocation; its arguments go to CC1
// (the header cache's key).
std::unique_ptr<clang::CompilerInvocation> makeInvocation(const nvc_fe_request &Req,
                                                          clang::DiagnosticsEngine &Diags,
                                                          std::vector<std::string> &CC1Args)
{
    std::vector<const char *> Argv{Req.clang_path};
    Argv.insert(Argv.end(), Req.args, Req.args + Req.nargs);
    if (Req.resource_dir) {
        Argv.push_back("-resource-dir");
        Argv.push_back(Req.resource_dir);
    }
    clang::driver::Driver Driver(Req.clang_path, llvm::sys::getDefaultTargetTriple(), Diags,
                                 "cuda-nvvmcheck");
    std::unique_ptr<clang::driver::Compilation> C(Driver.BuildCompilation(Argv));
    if (!C || Diags.hasErrorOccurred())
        return nullptr;
    const llvm::opt::ArgStringList *CC1 = findDeviceJob(*C);
    if (!CC1)
        return nullptr;
    CC1Args.assign(CC1->begin(), CC1->end());
    auto Inv = std::make_unique<clang::CompilerInvocation>();
    if (!clang::CompilerInvocation::CreateFromArgs(*Inv, *CC1, Diags, Req.clang_path))
        return nullptr;
    return Inv;
}

// Hands every block the preprocessor skips to nvc_compat_skipped_block,
// with the names the conditions of its #if chain test that are not macros
// at the directive (C decides which of them only nvcc defines).
class SkippedBlockWatcher : public clang::PPCallbacks
{
  public:
    SkippedBlockWatcher(clang::Preprocessor &PP, nvc_fe_gated_kernel &Out) : PP(PP), Out(Out)
    {
    }

    void If(clang::SourceLocation Loc, clang::SourceRange Cond, ConditionValueKind) override
    {
        open(Loc, undefinedNames(Cond));
    }
    void Ifdef(clang::SourceLocation Loc, const clang::Token &Name,
               const clang::MacroDefinition &MD) override
    {
        open(Loc, MD ? std::string() : nameOf(Name));
    }
    void Ifndef(clang::SourceLocation Loc, const clang::Token &Name,
                const clang::MacroDefinition &MD) override
    {
        open(Loc, MD ? std::string() : nameOf(Name));
    }
    void Elif(clang::SourceLocation, clang::SourceRange Cond, ConditionValueKind,
              clang::SourceLocation IfLoc) override
    {
        extend(IfLoc, undefinedNames(Cond));
    }
    void Elifdef(clang::SourceLocation, clang::SourceRange Cond,
                 clang::SourceLocation IfLoc) override
    {
        extend(IfLoc, undefinedNames(Cond));
    }
    void Elifdef(clang::SourceLocation, const clang::Token &,
                 const clang::MacroDefinition &) override
    {
        Closed.reset();   // taken: the name is a macro
    }
    void Elifndef(clang::SourceLocation, clang::SourceRange Cond,
                  clang::SourceLocation IfLoc) override
    {
        extend(IfLoc, undefinedNames(Cond));
    }
    void Elifndef(clang::SourceLocation, const clang::Token &Name,
                  const clang::MacroDefinition &MD) override
    {
        Closed.reset();
        if (!MD && !Chains.empty())
            Chains.back().Undefined += nameOf(Name);
    }
    void Else(clang::SourceLocation, clang::SourceLocation) override
    {
        Closed.reset();
    }
    // Measured: the #endif that ends a skipped block is reported before
    // the block is (SourceRangeSkipped), so the chain it closes is kept.
    void Endif(clang::SourceLocation, clang::SourceLocation IfLoc) override
    {
        Closed.reset();
        while (!Chains.empty() && !Closed) {
            if (Chains.back().IfLoc == IfLoc)
                Closed = Chains.back();
            Chains.pop_back();
        }
    }

    // The block belongs to the chain its #endif just closed, else (a block
    // that ends at #else or #elif) to the innermost open one: clang reports
    // no directive inside a block it skips.
    void SourceRangeSkipped(clang::SourceRange Range, clang::SourceLocation) override
    {
        const Chain *C = Closed ? &*Closed : Chains.empty() ? nullptr : &Chains.back();
        const clang::SourceManager &SM = PP.getSourceManager();
        clang::PresumedLoc P = SM.getPresumedLoc(Range.getBegin());
        bool Invalid = false;
        llvm::StringRef Text = clang::Lexer::getSourceText(
            clang::CharSourceRange::getCharRange(Range), SM, PP.getLangOpts(), &Invalid);
        if (!Out.found && C && P.isValid() && !Invalid)
            nvc_compat_skipped_block(&Out, P.getFilename(), P.getLine(),
                                     SM.isInSystemHeader(Range.getBegin()), Text.data(),
                                     Text.size(), C->Undefined.c_str());
        Closed.reset();
    }

  private:
    struct Chain {
        clang::SourceLocation IfLoc;
        std::string Undefined;   // names, each followed by a space
    };

    void open(clang::SourceLocation IfLoc, std::string Names)
    {
        Closed.reset();
        Chains.push_back({IfLoc, std::move(Names)});
    }

    // An #elif's names join those of its chain.
    void extend(clang::SourceLocation IfLoc, const std::string &Names)
    {
        Closed.reset();
        for (auto C = Chains.rbegin(); C != Chains.rend(); ++C)
            if (C->IfLoc == IfLoc) {
                C->Undefined += Names;
                return;
            }
    }

    static std::string nameOf(const clang::Token &Name)
    {
        const clang::IdentifierInfo *II = Name.getIdentifierInfo();
        return II ? II->getName().str() + " " : std::string();
    }

    std::string undefinedNames(clang::SourceRange Cond)
    {
        if (Cond.isInvalid())
            return std::string();
        const clang::SourceManager &SM = PP.getSourceManager();
        // a copy: the raw lexer stops at a NUL after the text
        std::string Text = clang::Lexer::getSourceText(clang::CharSourceRange::getTokenRange(Cond),
                                                       SM, PP.getLangOpts())
                               .str();
        clang::Lexer Raw(clang::SourceLocation(), PP.getLangOpts(), Text.data(), Text.data(),
                         Text.data() + Text.size());
        std::string Names;
        clang::Token T;
        for (bool More = !Text.empty(); More;) {
            More = !Raw.LexFromRawLexer(T);
            // hasMacroDefinition: #define sets it and #undef clears it (the
            // same answer as Preprocessor::isMacroDefined without modules,
            // whose inline code GCC 12 wrongly warns about). Looked up, never
            // added: the preprocessor has already met every name of the
            // condition, and adding one would allocate from clang's
            // BumpPtrAllocator through this file's inline copy of it, which
            // under ASan poisons what libclang-cpp then writes
            // (use-after-poison in the sanitizer suite).
            if (T.is(clang::tok::raw_identifier) && !isDefined(T.getRawIdentifier()))
                Names += T.getRawIdentifier().str() + " ";
        }
        return Names;
    }

    bool isDefined(llvm::StringRef Name) const
    {
        const clang::IdentifierTable &Table = PP.getIdentifierTable();
        auto It = Table.find(Name);
        return It != Table.end() && It->second && It->second->hasMacroDefinition();
    }

    clang::Preprocessor &PP;
    nvc_fe_gated_kernel &Out;
    std::vector<Chain> Chains;    // the open #if chains, innermost last
    std::optional<Chain> Closed;  // the chain the last directive closed
};

// EmitLLVMOnlyAction, with the watcher on its preprocessor when the C side
// asked for the skipped kernels.
class WatchingEmitAction : public clang::EmitLLVMOnlyAction
{
  public:
    WatchingEmitAction(llvm::LLVMContext *Ctx, nvc_fe_gated_kernel *Gated)
        : EmitLLVMOnlyAction(Ctx), Gated(Gated)
    {
    }

  protected:
    bool BeginSourceFileAction(clang::CompilerInstance &CI) override
    {
        if (Gated)
            CI.getPreprocessor().addPPCallbacks(
                std::make_unique<SkippedBlockWatcher>(CI.getPreprocessor(), *Gated));
        return EmitLLVMOnlyAction::BeginSourceFileAction(CI);
    }

  private:
    nvc_fe_gated_kernel *Gated;
};

// ---- the header cache ------------------------------------------------------

// What clang says while building an entry: an error makes no entry; the
// warnings (and their notes) are kept in the entry, and every compile that
// uses it hands them to the C side before its own, as clang would say them
// while parsing these headers (docs/header-cache.md, "What clang says").
struct KeptDiag {
    nvc_fe_level Level;
    unsigned Line, Col;
    bool InInstantiation;
    std::string File, Msg;
};

class RecordingConsumer : public clang::DiagnosticConsumer
{
  public:
    explicit RecordingConsumer(nvc_compat_session &CS) : CS(CS)
    {
    }
    void watch(const clang::CompilerInstance &Compiler)
    {
        CI = &Compiler;
    }
    void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                          const clang::Diagnostic &Info) override
    {
        clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
        std::string File, Msg;
        nvc_fe_diag D{};
        if (!describe(Level, Info, CS, CI, D, File, Msg) || D.level == NVC_FE_ERROR) {
            Refused += Level != clang::DiagnosticsEngine::Ignored;
            return;
        }
        Kept.push_back({D.level, D.line, D.col, D.in_instantiation, File, Msg});
    }
    unsigned Refused = 0;   // errors, and what the C side would not get
    std::vector<KeptDiag> Kept;

  private:
    nvc_compat_session &CS;
    const clang::CompilerInstance *CI = nullptr;
};

// The kept diagnostics as text, one per line: level, line, column,
// in-instantiation, file and message, tab-separated, with `\`, tab and
// newline escaped.
std::string escapeField(const std::string &S)
{
    std::string Out;
    for (char C : S)
        Out += C == '\\' ? "\\\\" : C == '\t' ? "\\t" : C == '\n' ? "\\n" : std::string(1, C);
    return Out;
}

std::string unescapeField(llvm::StringRef S)
{
    std::string Out;
    for (size_t I = 0; I < S.size(); ++I) {
        if (S[I] != '\\' || I + 1 == S.size()) {
            Out += S[I];
            continue;
        }
        char C = S[++I];
        Out += C == 't' ? '\t' : C == 'n' ? '\n' : C;
    }
    return Out;
}

std::vector<std::string> diagLines(const std::vector<KeptDiag> &Kept)
{
    std::vector<std::string> Lines;
    for (const KeptDiag &K : Kept)
        Lines.push_back(std::to_string(K.Level) + "\t" + std::to_string(K.Line) + "\t" +
                        std::to_string(K.Col) + "\t" + (K.InInstantiation ? "1" : "0") + "\t" +
                        escapeField(K.File) + "\t" + escapeField(K.Msg));
    return Lines;
}

bool parseDiagLine(llvm::StringRef Line, KeptDiag &K)
{
    llvm::SmallVector<llvm::StringRef, 6> F;
    Line.split(F, '\t');
    unsigned Level;
    if (F.size() != 6 || F[0].getAsInteger(10, Level) || F[1].getAsInteger(10, K.Line) ||
        F[2].getAsInteger(10, K.Col) || Level > NVC_FE_ERROR)
        return false;
    K.Level = static_cast<nvc_fe_level>(Level);
    K.InInstantiation = F[3] == "1";
    K.File = unescapeField(F[4]);
    K.Msg = unescapeField(F[5]);
    return true;
}

// GeneratePCHAction, with the skipped-block watcher (a kernel gated on an
// nvcc macro in these headers must be seen by every compile: no entry), and
// a look at the diagnostics clang defers until it knows which functions are
// emitted for the device (CUDA's host-device checks, -fgpu-defer-diag): a
// PCH does not keep them (clang's Sema::DeviceDeferredDiags is not
// serialized), so headers that leave any are not cached.
class HeaderPCHAction : public clang::GeneratePCHAction
{
  public:
    explicit HeaderPCHAction(nvc_fe_gated_kernel &Gated) : Gated(Gated)
    {
    }
    bool LeftDeferredDiags = true;   // ... for a function that cannot be named
    std::vector<std::string> Deferred;   // the mangled names of the others
    bool Unguarded = false;   // the preamble includes a header unfit for level 2
    // A header found under a name with a `.` component or `//` ("./x.h" from
    // a TU in the current directory, -I.): a PCH keeps the name without
    // them (ASTWriter cleans the paths it writes), so a finding there would
    // name it otherwise with the entry. Level 1's headers are the driver's
    // and the toolkit's; a level-2 entry is not built then.
    bool UncleanName = false;

  protected:
    bool BeginSourceFileAction(clang::CompilerInstance &CI) override
    {
        CI.getPreprocessor().addPPCallbacks(
            std::make_unique<SkippedBlockWatcher>(CI.getPreprocessor(), Gated));
        CI.getPreprocessor().addPPCallbacks(
            std::make_unique<MainFileIncludes>(CI.getSourceManager(), Included, UncleanName));
        return clang::GeneratePCHAction::BeginSourceFileAction(CI);
    }
    void EndSourceFileAction() override
    {
        clang::CompilerInstance &CI = getCompilerInstance();
        LeftDeferredDiags = !CI.hasSema() || !nameDeferred(CI.getSema());
        Unguarded = includesUnguarded(CI.getPreprocessor().getHeaderSearchInfo());
        clang::GeneratePCHAction::EndSourceFileAction();
    }

  private:
    // clang emits a function's deferred diagnostics when it emits the
    // function for the device; a compile with the entry that emits one of
    // these is done again without it (compile.cpp's EmittedWatchPass). A
    // template's own body is never emitted: what clang deferred there it
    // checks again in each instantiation, in the TU that instantiates it
    // (measured: CUDA 13's cuda_runtime.h leaves one, for the lambda in
    // the host template cudaLaunchKernelEx; libstdc++'s char_traits.h one
    // in std::char_traits<wchar_t>::compare, which is no template).
    // False when a function has no name to look for.
    bool nameDeferred(clang::Sema &S)
    {
        clang::ASTNameGenerator Names(S.getASTContext());
        for (const auto &Entry : S.DeviceDeferredDiags) {
            if (Entry.second.empty() || Entry.first->isTemplated())
                continue;
            std::vector<std::string> All = Names.getAllManglings(Entry.first);
            if (All.empty())
                All.push_back(Names.getName(Entry.first));
            for (std::string &N : All) {
                if (N.empty())
                    return false;
                Deferred.push_back(std::move(N));
            }
        }
        return true;
    }

    // The headers the main file includes itself: the TU compile that uses
    // the entry runs its preamble again, and a header it includes is skipped
    // only when it has `#pragma once` or an include guard (its macro is
    // defined in the PCH). A system header without one is meant to be
    // included again (<assert.h>, <cassert>); a user's header without one
    // would be read twice (redefinitions): no level-2 entry then. It also
    // looks at the name of every header included anywhere (UncleanName).
    using Include = std::pair<clang::FileEntryRef, clang::SrcMgr::CharacteristicKind>;
    class MainFileIncludes : public clang::PPCallbacks
    {
      public:
        MainFileIncludes(const clang::SourceManager &SM, std::vector<Include> &Out, bool &Unclean)
            : SM(SM), Out(Out), Unclean(Unclean)
        {
        }
        void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &,
                                llvm::StringRef, bool, clang::CharSourceRange,
                                clang::OptionalFileEntryRef File, llvm::StringRef, llvm::StringRef,
                                const clang::Module *, bool,
                                clang::SrcMgr::CharacteristicKind Kind) override
        {
            if (File && SM.isInMainFile(HashLoc))
                Out.emplace_back(*File, Kind);
            if (File && !Unclean) {
                llvm::SmallString<256> Clean(File->getName());
                llvm::sys::path::remove_dots(Clean);
                Unclean = Clean != File->getName();
            }
        }

      private:
        const clang::SourceManager &SM;
        std::vector<Include> &Out;
        bool &Unclean;
    };
    bool includesUnguarded(clang::HeaderSearch &HS) const
    {
        for (const Include &I : Included)
            if (!clang::SrcMgr::isSystem(I.second) && !HS.isFileMultipleIncludeGuarded(I.first))
                return true;
        return false;
    }

    nvc_fe_gated_kernel &Gated;
    std::vector<Include> Included;
};

// A file of the entry being built, one line each; nothing to write, no file.
bool writeLines(const nvc_hcache_build &Build, const char *Name,
                const std::vector<std::string> &Lines)
{
    if (Lines.empty())
        return true;
    std::string Text;
    for (const std::string &L : Lines)
        Text += L + "\n";
    return nvc_hcache_write_entry_file(&Build, Name, Text.data(), Text.size());
}

// In the builder process (nvc_hcache_start_builder): the TU's own
// invocation, with an empty header for its main file and its -include list
// cut after the compat header (the driver -includes clang's CUDA wrapper
// first; the user's -include files stay the TU's), writes the PCH.
// A level-2 entry's main file is the virtual header of the TU's preamble.
[[noreturn]] void buildHeaderCacheEntry(nvc_compat_session &CS,
                                        std::unique_ptr<clang::CompilerInvocation> Inv,
                                        nvc_hcache_build &Build, const TUPreamble *P)
{
    clang::FrontendOptions &FO = Inv->getFrontendOpts();
    FO.ProgramAction = clang::frontend::GeneratePCH;
    FO.Inputs.clear();
    FO.Inputs.emplace_back(P ? P->Path.c_str() : NVC_HCACHE_PCH_MAIN,
                           clang::InputKind(clang::Language::CUDA).getHeader());
    FO.OutputFile = Build.pch;
    std::vector<std::string> &Includes = Inv->getPreprocessorOpts().Includes;
    for (size_t I = 0; I < Includes.size(); ++I)
        if (Includes[I] == NVC_COMPAT_HEADER_PATH) {
            Includes.resize(I + 1);
            break;
        }
    CS.asm_fixes = nvc_asm_fixes{};
    RecordingConsumer Consumer(CS);
    nvc_fe_gated_kernel Gated{};
    clang::CompilerInstance CI(std::move(Inv));
    Consumer.watch(CI);
    CI.createVirtualFileSystem(compatFileSystem(CS, &Build, P), &Consumer);
    CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
    HeaderPCHAction Action(Gated);
    bool Built = CI.ExecuteAction(Action) && Consumer.Refused == 0 && !Action.LeftDeferredDiags &&
                 !Gated.found && !(P && (Action.Unguarded || Action.UncleanName)) &&
                 writeLines(Build, "deferred", Action.Deferred) &&
                 writeLines(Build, "diags", diagLines(Consumer.Kept));
    nvc_hcache_finish_builder(&Build, Built, &CS.asm_fixes);
}

// What a compile takes from the cache besides the PCH.
struct CacheUse {
    std::optional<TUPreamble> Preamble;   // level 2: the file system serves it
    std::vector<std::string> Deferred;    // functions with deferred diagnostics
    std::vector<KeptDiag> Diags;          // what clang said while building it
};

// The lines of an entry's file (`deferred`, `diags`); none when it has none.
std::vector<std::string> entryLines(const char *Pch, const char *Name)
{
    std::vector<std::string> Out;
    llvm::SmallString<256> Path(llvm::sys::path::parent_path(Pch));
    llvm::sys::path::append(Path, Name);
    if (auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true)) {
        llvm::SmallVector<llvm::StringRef, 16> Lines;
        (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
        for (llvm::StringRef L : Lines)
            Out.push_back(L.str());
    }
    return Out;
}

// The invocation reads the entry's PCH instead of the headers; the asm
// rewriter's counts of those headers, the functions of its deferred
// diagnostics and clang's warnings come with it.
void useHeaderCacheEntry(nvc_compat_session &CS, clang::CompilerInvocation &Inv,
                         const nvc_hcache_hit &Hit, const nvc_hcache_key &Key, CacheUse &Use)
{
    Use.Deferred = entryLines(Hit.pch, "deferred");
    Use.Diags.clear();
    for (const std::string &L : entryLines(Hit.pch, "diags")) {
        KeptDiag K;
        if (parseDiagLine(L, K))
            Use.Diags.push_back(std::move(K));
    }
    Inv.getPreprocessorOpts().ImplicitPCHInclude = Hit.pch;
    CS.asm_fixes.percent += Hit.header_asm.percent;
    CS.asm_fixes.operand += Hit.header_asm.operand;
    CS.asm_fixes.comma += Hit.header_asm.comma;
    CS.used_cache = true;
    memcpy(CS.cache_key, Key.hex, sizeof CS.cache_key);
}

// Whether the preamble has an #include (or #import) directive: a preamble
// of comments and macros alone gains nothing over level 1. (The raw lexer
// reads the text's terminating NUL.)
bool includesAHeader(const std::string &Text, const clang::LangOptions &LO)
{
    const char *Begin = Text.c_str(), *End = Begin + Text.size();
    clang::Lexer L(clang::SourceLocation(), LO, Begin, Begin, End);
    clang::Token T;
    bool AfterHash = false, Done = false;
    while (!Done) {
        Done = L.LexFromRawLexer(T);
        if (AfterHash && T.is(clang::tok::raw_identifier) &&
            (T.getRawIdentifier() == "include" || T.getRawIdentifier() == "import" ||
             T.getRawIdentifier() == "include_next"))
            return true;
        AfterHash = T.is(clang::tok::hash) && T.isAtStartOfLine();
    }
    return false;
}

// The TU's preamble, when a level-2 entry can hold it: it includes a
// header, and no -include of the user's comes between the compat header
// and the TU (the entry would put the preamble before it).
std::optional<TUPreamble> preambleOf(const clang::CompilerInvocation &Inv,
                                     const std::string &Input)
{
    const std::vector<std::string> &Includes = Inv.getPreprocessorOpts().Includes;
    if (Includes.empty() || Includes.back() != NVC_COMPAT_HEADER_PATH || Input == "-")
        return std::nullopt;
    auto Buf = llvm::MemoryBuffer::getFile(Input, /*IsText=*/true);
    if (!Buf)
        return std::nullopt;
    llvm::StringRef Text = (*Buf)->getBuffer();
    clang::PreambleBounds B = clang::Lexer::ComputePreamble(Text, Inv.getLangOpts());
    std::string Pre = Text.take_front(B.Size).str() + (B.PreambleEndsAtStartOfLine ? "" : "\n");
    if (!includesAHeader(Pre, Inv.getLangOpts()))
        return std::nullopt;
    llvm::SmallString<256> Path(llvm::sys::path::parent_path(Input));
    llvm::sys::path::append(Path, ".cuda-nvvmcheck-preamble.cuh");
    return TUPreamble{std::string(Path), std::move(Pre)};
}

// Before a compile: with a valid entry for its key, the invocation reads
// the PCH instead of the headers (the asm rewriter's counts of those
// headers come with it); without one, a builder is started, and this
// compile goes on without. Two keys (docs/header-cache.md): level 1, the
// CUDA wrapper and the toolkit's headers; level 2, those and the TU's
// preamble, used first. One builder per compile: level 1's when it is
// missing (it serves every TU with these flags), else level 2's; in a
// scan's preparation (build_now) both, level 1 first.
CacheUse consultHeaderCache(const nvc_fe_request &Req, nvc_compat_session &CS,
                            std::unique_ptr<clang::CompilerInvocation> &Inv,
                            const std::vector<std::string> &CC1Args)
{
    CacheUse Use;
    CS.used_cache = false;
    if (!Req.cache || CS.cache_off || CS.nshared || CS.nkeywords ||
        !Inv->getPreprocessorOpts().ImplicitPCHInclude.empty() ||
        Inv->getFrontendOpts().Inputs.size() != 1)
        return Use;
    std::vector<const char *> Args;
    for (const std::string &A : CC1Args)
        Args.push_back(A.c_str());
    std::string Input = Inv->getFrontendOpts().Inputs[0].getFile().str();
    struct nvc_hcache_key Key1{}, Key2{};
    if (!nvc_hcache_make_key(Args.data(), Args.size(), Input.c_str(), CS.cuda_path, &Key1)) {
        nvc_hcache_key_free(&Key1);
        return Use;
    }
    std::optional<TUPreamble> P = preambleOf(*Inv, Input);
    if (P) {
        Key2.text = strdup(Key1.text);
        if (!Key2.text ||
            !nvc_hcache_key_add_preamble(&Key2, P->Path.c_str(), P->Text.data(), P->Text.size()))
            P.reset();
    }
    nvc_hcache_hit Hit;
    nvc_fe_cache_outcome Outcome = NVC_FE_CACHE_UNUSED;
    bool Level2 = false;
    nvc_hcache_state State2 = P ? nvc_hcache_lookup(Req.cache, Key2.hex, &Hit)
                                : NVC_HCACHE_UNCACHEABLE;
    if (State2 == NVC_HCACHE_HIT) {
        useHeaderCacheEntry(CS, *Inv, Hit, Key2, Use);
        Outcome = NVC_FE_CACHE_HIT;
        Level2 = true;
    } else {
        nvc_hcache_state State1 = nvc_hcache_lookup(Req.cache, Key1.hex, &Hit);
        if (State1 == NVC_HCACHE_HIT) {
            useHeaderCacheEntry(CS, *Inv, Hit, Key1, Use);
            Outcome = NVC_FE_CACHE_HIT;
        }
        if (State1 == NVC_HCACHE_MISS || State2 == NVC_HCACHE_MISS)
            Outcome = NVC_FE_CACHE_MISSED;
        // Starts the key's builder (returns in the caller only); with
        // build_now the entry is there afterwards, and this compile uses it.
        auto Build = [&](const nvc_hcache_key &Key, const TUPreamble *Pre) {
            nvc_hcache_build B;
            if (nvc_hcache_start_builder(Req.cache, &Key, &B))
                buildHeaderCacheEntry(CS, std::move(Inv), B, Pre);
            if (!Req.cache->build_now ||
                nvc_hcache_lookup(Req.cache, Key.hex, &Hit) != NVC_HCACHE_HIT)
                return false;
            useHeaderCacheEntry(CS, *Inv, Hit, Key, Use);
            Outcome = NVC_FE_CACHE_BUILT;
            return true;
        };
        if (State1 == NVC_HCACHE_MISS)
            Build(Key1, nullptr);
        if (State2 == NVC_HCACHE_MISS && (State1 != NVC_HCACHE_MISS || Req.cache->build_now))
            Level2 = Build(Key2, &*P);
    }
    if (Req.cache_outcome)
        *Req.cache_outcome = Outcome;
    nvc_hcache_key_free(&Key1);
    nvc_hcache_key_free(&Key2);
    if (Level2)
        Use.Preamble = std::move(P);
    return Use;
}

// A debug location of the rewritten text, in the user's columns
// (nvc_compat_user_column), with its inlined-at chain.
llvm::DILocation *userLocation(llvm::DILocation *L, nvc_compat_session &CS)
{
    if (!L)
        return nullptr;
    llvm::DILocation *At = userLocation(L->getInlinedAt(), CS);
    llvm::StringRef Dir = L->getDirectory(), File = L->getFilename();
    unsigned Col = nvc_compat_user_column(&CS, Dir.data(), Dir.size(), File.data(), File.size(),
                                          L->getLine(), L->getColumn());
    if (Col == L->getColumn() && At == L->getInlinedAt())
        return L;
    return llvm::DILocation::get(L->getContext(), L->getLine(), Col, L->getScope(), At,
                                 L->isImplicitCode(), L->getAtomGroup(), L->getAtomRank());
}

// Every instruction's and debug record's location, after inserted keywords.
void mapToUserColumns(llvm::Module &M, nvc_compat_session &CS)
{
    for (llvm::Function &F : M)
        for (llvm::Instruction &I : llvm::instructions(F)) {
            if (llvm::DILocation *L = I.getDebugLoc().get())
                I.setDebugLoc(userLocation(L, CS));
            for (llvm::DbgRecord &R : I.getDbgRecordRange())
                if (llvm::DILocation *L = R.getDebugLoc().get())
                    R.setDebugLoc(userLocation(L, CS));
        }
}

// nvc-drop-dbg-values: a function pass that erases a function's #dbg_value
// records (not its #dbg_declare ones) unless the function is optnone. The C
// side's pipeline names it; device_args.c says when and why.
struct DropDbgValuesPass : llvm::PassInfoMixin<DropDbgValuesPass> {
    llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &)
    {
        if (F.hasOptNone())
            return llvm::PreservedAnalyses::all();
        for (llvm::Instruction &I : llvm::instructions(F))
            for (llvm::DbgVariableRecord &R :
                 llvm::make_early_inc_range(llvm::filterDbgVars(I.getDbgRecordRange())))
                if (R.isDbgValue())
                    R.eraseFromParent();
        return llvm::PreservedAnalyses::all();   // debug records feed no analysis
    }
};

// nvc-drop-value-names: a function pass that erases the IR names of a
// function's instructions other than allocas, and of its blocks, unless the
// function is optnone. While the compile inlined, every inline site got a
// copy of the callee's names with a fresh suffix: on the generated TU of
// bench/memory.sh a quarter of the peak (heaptrack: 124 MB of about 480
// MB). Nothing is inlined now (device_args.c); the pass still drops the
// names SROA gives the helpers' promoted values. Nothing the checker prints
// reads them: messages name functions, globals, parameters and locals
// (allocas), by their debug information or, without it, by these IR names,
// which stay. device_args.c says when it runs.
struct DropValueNamesPass : llvm::PassInfoMixin<DropValueNamesPass> {
    llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &)
    {
        if (F.hasOptNone())
            return llvm::PreservedAnalyses::all();
        for (llvm::BasicBlock &BB : F) {
            BB.setName("");
            for (llvm::Instruction &I : BB)
                if (!llvm::isa<llvm::AllocaInst>(I))
                    I.setName("");
        }
        return llvm::PreservedAnalyses::all();   // names feed no analysis
    }
};

// nvc-defer-always-inline: a module pass that takes `alwaysinline` off every
// function and marks it with the string attribute the C side names
// (nvc_deferred_inline_attr), so that clang's AlwaysInliner, which runs
// after it, inlines nothing; the C side puts the attribute back on the
// compiled module (nvc_restore_always_inline) and the verifier inlines
// such functions virtually. device_args.c says why.
struct DeferAlwaysInlinePass : llvm::PassInfoMixin<DeferAlwaysInlinePass> {
    llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &)
    {
        for (llvm::Function &F : M)
            if (F.hasFnAttribute(llvm::Attribute::AlwaysInline)) {
                F.removeFnAttr(llvm::Attribute::AlwaysInline);
                F.addFnAttr(nvc_deferred_inline_attr());
            }
        return llvm::PreservedAnalyses::all();   // no analysis reads the attribute
    }
    static bool isRequired()
    {
        return true;
    }
};

// Whether the module defines one of the functions whose deferred
// diagnostics the entry's PCH does not keep (HeaderPCHAction): first in
// the pipeline, before anything is inlined or removed.
struct EmittedWatchPass : llvm::PassInfoMixin<EmittedWatchPass> {
    const std::vector<std::string> *Names;
    bool *Emitted;
    llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &)
    {
        for (const std::string &N : *Names)
            if (const llvm::Function *F = M.getFunction(N); F && !F->isDeclaration())
                *Emitted = true;
        return llvm::PreservedAnalyses::all();
    }
    static bool isRequired()
    {
        return true;
    }
};

void addEmittedWatch(clang::CodeGenOptions &CGO, const std::vector<std::string> &Names,
                     bool &Emitted)
{
    CGO.PassBuilderCallbacks.push_back([&Names, &Emitted](llvm::PassBuilder &PB) {
        PB.registerPipelineStartEPCallback(
            [&Names, &Emitted](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
                MPM.addPass(EmittedWatchPass{{}, &Names, &Emitted});
            });
    });
}

// The C side's passes (nvc_device_inline_pipeline) at the start of clang's
// -O0 pipeline, which runs them before its AlwaysInliner (which then finds
// no alwaysinline function to inline).
void addInlinePipeline(clang::CodeGenOptions &CGO)
{
    const char *Text = nvc_device_inline_pipeline();
    CGO.PassBuilderCallbacks.push_back([Text](llvm::PassBuilder &PB) {
        PB.registerPipelineParsingCallback([](llvm::StringRef Name, llvm::ModulePassManager &MPM,
                                              llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
            if (Name != "nvc-defer-always-inline")
                return false;
            MPM.addPass(DeferAlwaysInlinePass());
            return true;
        });
        PB.registerPipelineParsingCallback([](llvm::StringRef Name, llvm::FunctionPassManager &FPM,
                                              llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
            if (Name == "nvc-drop-dbg-values")
                FPM.addPass(DropDbgValuesPass());
            else if (Name == "nvc-drop-value-names")
                FPM.addPass(DropValueNamesPass());
            else
                return false;
            return true;
        });
        PB.registerPipelineStartEPCallback(
            [&PB, Text](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
                if (llvm::Error E = PB.parsePassPipeline(MPM, Text))
                    llvm::report_fatal_error(std::move(E));
            });
    });
}

} // namespace

extern "C" LLVMModuleRef nvc_frontend_compile_once(const nvc_fe_request *Req,
                                                   nvc_compat_session *CS)
{
    ForwardingConsumer Consumer(*Req, *CS);
  // The driver's own diagnostics (e.g. -Wunknown-cuda-version) obey the -W
  // flags too, as in clang's driver main.
    std::vector<const char *> Argv(Req->args, Req->args + Req->nargs);
    std::unique_ptr<clang::DiagnosticOptions> DiagOpts = clang::CreateAndPopulateDiagOpts(Argv);
    clang::DiagnosticsEngine Diags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), *DiagOpts,
                                   &Consumer, /*ShouldOwnClient=*/false);
    clang::ProcessWarningOptions(Diags, *DiagOpts, *llvm::vfs::getRealFileSystem(),
                                 /*ReportDiags=*/false);
    std::vector<std::string> CC1Args;
    std::unique_ptr<clang::CompilerInvocation> Inv = makeInvocation(*Req, Diags, CC1Args);
    if (!Inv)
        return nullptr;
    nvc_compat_session_set_paths(CS, Req, Inv->getHeaderSearchOpts().ResourceDir.c_str());
    CacheUse Use = consultHeaderCache(*Req, *CS, Inv, CC1Args);
    if (Req->cache && Req->cache->prepare_only)
        return nullptr;   // the entry is there now (or cannot be): nothing to compile
    for (const KeptDiag &K : Use.Diags)   // what clang said while parsing the entry's headers
        if (Req->on_diag) {
            nvc_fe_diag D{K.Level,       K.File.empty() ? nullptr : K.File.c_str(),
                          K.Line,        K.Col,
                          K.Msg.c_str(), K.InInstantiation};
            Req->on_diag(Req->user, &D);
        }

  // The driver asks cc1 for -disable-free (a compiler exits right after); we
  // compile many TUs and archs in one process, so free the AST and module.
    Inv->getFrontendOpts().DisableFree = false;
    Inv->getCodeGenOpts().DisableFree = false;
    bool EmittedDeferred = false;
    if (!Use.Deferred.empty())
        addEmittedWatch(Inv->getCodeGenOpts(), Use.Deferred, EmittedDeferred);
    addInlinePipeline(Inv->getCodeGenOpts());
    clang::CompilerInstance CI(std::move(Inv));
    Consumer.watch(CI);
    CI.createVirtualFileSystem(
        compatFileSystem(*CS, nullptr, Use.Preamble ? &*Use.Preamble : nullptr), &Consumer);
    CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
    CI.getDiagnosticOpts().ShowCarets = false;  // no "N warnings generated" line
  // -fplugin= / -Xclang -load, as clang's own cc1 would. They only get here
  // from the user's own `--` arguments or a scan run with --allow-plugins
  // (tool/translate.c refuses them from compile databases otherwise).
    CI.LoadRequestedPlugins();
    WatchingEmitAction Action(llvm::unwrap(*Req->ctx), Req->gated);
    if (!CI.ExecuteAction(Action) || Consumer.getNumErrors() > 0)
        return nullptr;
    std::unique_ptr<llvm::Module> M = Action.takeModule();
    if (EmittedDeferred) {   // clang would have said more: again without the entry
        CS->cache_redo = true;
        return nullptr;
    }
    if (M && CS->nkeywords)
        mapToUserColumns(*M, *CS);
    if (M && (CS->asm_fixes.percent || CS->asm_fixes.operand) &&
        !nvc_compat_restore_asm(llvm::wrap(M.get()), Req->on_diag, Req->user))
        return nullptr;
    return M ? llvm::wrap(M.release()) : nullptr;
}

// ---- clang's resource directory, at run time ------------------------------

// clang::GetResourcesPath (clang/Options/OptionUtils.h) is the driver's own
// rule: <prefix>/lib/clang/<major> for <prefix>/bin/clang.

// dl_iterate_phdr's callback: the path of the loaded libclang-cpp.so.*.
static int findClangCpp(struct dl_phdr_info *Info, size_t, void *Out)
{
    const char *Name = Info->dlpi_name ? Info->dlpi_name : "";
    const char *Base = strrchr(Name, '/');
    if (strncmp(Base ? Base + 1 : Name, "libclang-cpp.so", 15) != 0)
        return 0;
    *static_cast<std::string *>(Out) = Name;
    return 1;
}

// <prefix>/bin/clang for a library at <prefix>/lib/<name>; empty for a
// path without two directories.
static std::string clangAbove(const std::string &Lib)
{
    size_t Slash = Lib.rfind('/');
    if (Slash == std::string::npos || Slash == 0)
        return {};
    std::string LibDir = Lib.substr(0, Slash);
    Slash = LibDir.rfind('/');
    if (Slash == std::string::npos)
        return {};
    return LibDir.substr(0, Slash) + "/bin/clang";
}

static bool hasWrapperHeader(const std::string &Dir);

// The resource directory of a clang next to the libclang-cpp this process
// runs with: above the path it was loaded from (Debian's apt.llvm.org
// packages: /usr/lib/llvm-22/lib/libclang-cpp.so.22.1, a link to
// /usr/lib/x86_64-linux-gnu/...; measured), else above its real path.
// Empty when neither has the CUDA wrapper headers (or the library is
// linked statically).
static std::string resourcesNextToLibrary()
{
    std::string Loaded;
    if (!dl_iterate_phdr(findClangCpp, &Loaded))
        return {};
    char Real[PATH_MAX];
    std::string Candidates[2] = {Loaded, realpath(Loaded.c_str(), Real) ? Real : ""};
    for (const std::string &Lib : Candidates) {
        std::string Clang = clangAbove(Lib);
        if (!Clang.empty() && hasWrapperHeader(clang::GetResourcesPath(Clang)))
            return clang::GetResourcesPath(Clang);
    }
    return {};
}

extern "C" void nvc_hcache_clang_library(char *out, size_t cap)
{
    std::string Loaded;
    struct stat St;
    if (dl_iterate_phdr(findClangCpp, &Loaded) && stat(Loaded.c_str(), &St) == 0)
        snprintf(out, cap, "%s %lld %lld.%09ld", Loaded.c_str(), (long long)St.st_size,
                 (long long)St.st_mtim.tv_sec, St.st_mtim.tv_nsec);
    else
        snprintf(out, cap, "static %s", clang::getClangFullVersion().c_str());
}

static bool hasWrapperHeader(const std::string &Dir)
{
    struct stat St;
    return stat((Dir + "/include/__clang_cuda_runtime_wrapper.h").c_str(), &St) == 0;
}

extern "C" bool nvc_clang_resource_dir(const char *fallback_clang, char *out, size_t cap,
                                       char *why, size_t whylen)
{
    std::string Dir;
    const char *Env = getenv("NVC_CLANG_RESOURCE_DIR");
    if (Env && *Env) {
        Dir = Env;
        snprintf(why, whylen, "NVC_CLANG_RESOURCE_DIR");
    } else {
        Dir = resourcesNextToLibrary();
        if (!Dir.empty()) {
            snprintf(why, whylen, "the libclang-cpp this binary runs with");
        } else {
            Dir = clang::GetResourcesPath(fallback_clang);
            snprintf(why, whylen, "the build's clang %s", fallback_clang);
        }
    }
    snprintf(out, cap, "%s", Dir.c_str());
    return hasWrapperHeader(Dir);
}

extern "C" const char *nvc_clang_resource_package(void)
{
    // measured: `dpkg -S .../lib/clang/22/include/__clang_cuda_runtime_wrapper.h`
    // names libclang-common-22-dev (Debian bookworm, apt.llvm.org's LLVM 22)
    static char Name[64];
    snprintf(Name, sizeof Name, "libclang-common-%d-dev", CLANG_VERSION_MAJOR);
    return Name;
}
