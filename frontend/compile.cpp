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
// (compat.h).

#include "compat.h"
#include "frontend.h"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/SourceManager.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/TargetParser/Host.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace
{

// Hands each clang diagnostic to the C callback, formatted, with its presumed
// (#line-aware) file location, as clang's own text printer would show it.
class ForwardingConsumer : public clang::DiagnosticConsumer
{
  public:
    explicit ForwardingConsumer(const nvc_fe_request &Req) : Req(Req)
    {
    }

    void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                          const clang::Diagnostic &Info) override
    {
        clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
        nvc_fe_diag D{};
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
            return;
        }
        llvm::SmallString<256> Text;
        Info.FormatDiagnostic(Text);
        std::string Msg(Text.str());
        D.msg = Msg.c_str();
        std::string File;
        if (Info.getLocation().isValid() && Info.hasSourceManager()) {
            const clang::SourceManager &SM = Info.getSourceManager();
            clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
            if (P.isValid()) {
                File = P.getFilename();
                D.file = File.c_str();
                D.line = P.getLine();
                D.col = P.getColumn();
            }
        }
        if (Req.on_diag)
            Req.on_diag(Req.user, &D);
    }

  private:
    const nvc_fe_request &Req;
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
// it. The rewrite keeps the length, so the file's status stays true. Files
// that nvc_compat_file_hidden names do not exist.
class AsmRewritingFS : public llvm::RTTIExtends<AsmRewritingFS, llvm::vfs::ProxyFileSystem>
{
  public:
    static const char ID;
    AsmRewritingFS(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, nvc_compat_session &CS)
        : RTTIExtends(std::move(FS)), CS(CS)
    {
    }

    llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override
    {
        if (hidden(Path))
            return std::make_error_code(std::errc::no_such_file_or_directory);
        return ProxyFileSystem::status(Path);
    }

    bool exists(const llvm::Twine &Path) override
    {
        return !hidden(Path) && ProxyFileSystem::exists(Path);
    }

    llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
    openFileForRead(const llvm::Twine &Path) override
    {
        if (hidden(Path))
            return std::make_error_code(std::errc::no_such_file_or_directory);
        auto F = ProxyFileSystem::openFileForRead(Path);
        if (!F)
            return F;
        llvm::ErrorOr<llvm::vfs::Status> S = (*F)->status();
        auto B = (*F)->getBuffer(Path);
        std::string Name = Path.str();
        if (!S || !B)
            return ProxyFileSystem::openFileForRead(Path);
        if (!nvc_compat_file_may_change(&CS, Name.c_str(), (*B)->getBufferStart(),
                                        (*B)->getBufferSize()))
            return std::unique_ptr<llvm::vfs::File>(new BufferFile(*S, std::move(*B)));
        std::unique_ptr<llvm::WritableMemoryBuffer> Copy =
            llvm::WritableMemoryBuffer::getNewUninitMemBuffer((*B)->getBufferSize(),
                                                              (*B)->getBufferIdentifier());
        memcpy(Copy->getBufferStart(), (*B)->getBufferStart(), (*B)->getBufferSize());
        if (!nvc_compat_rewrite_file(&CS, Name.c_str(), Copy->getBufferStart(),
                                     Copy->getBufferSize()))
            return std::unique_ptr<llvm::vfs::File>(new BufferFile(*S, std::move(*B)));
        return std::unique_ptr<llvm::vfs::File>(new BufferFile(*S, std::move(Copy)));
    }

  private:
    bool hidden(const llvm::Twine &Path) const
    {
        llvm::SmallString<256> Buf;
        return nvc_compat_file_hidden(&CS, Path.toNullTerminatedStringRef(Buf).data());
    }

    nvc_compat_session &CS;
};
const char AsmRewritingFS::ID = 0;

// The real file system, rewritten, under the bundled header's virtual path
// and the cuda.h that clang's CUDA wrapper is to include.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> compatFileSystem(nvc_compat_session &CS)
{
    auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
        llvm::makeIntrusiveRefCnt<AsmRewritingFS>(llvm::vfs::getRealFileSystem(), CS));
    auto Header = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    Header->addFile(NVC_COMPAT_HEADER_PATH, 0,
                    llvm::MemoryBuffer::getMemBuffer(
                        llvm::StringRef(nvc_compat_header, nvc_compat_header_len),
                        NVC_COMPAT_HEADER_PATH, /*RequiresNullTerminator=*/false));
    char Path[4200], Text[4500];
    if (nvc_compat_wrapper_cuda_h(&CS, Path, sizeof Path, Text, sizeof Text))
        Header->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
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

std::unique_ptr<clang::CompilerInvocation> makeInvocation(const nvc_fe_request &Req,
                                                          clang::DiagnosticsEngine &Diags)
{
    std::vector<const char *> Argv{Req.clang_path};
    Argv.insert(Argv.end(), Req.args, Req.args + Req.nargs);
    clang::driver::Driver Driver(Req.clang_path, llvm::sys::getDefaultTargetTriple(), Diags,
                                 "cuda-nvvmcheck");
    std::unique_ptr<clang::driver::Compilation> C(Driver.BuildCompilation(Argv));
    if (!C || Diags.hasErrorOccurred())
        return nullptr;
    const llvm::opt::ArgStringList *CC1 = findDeviceJob(*C);
    if (!CC1)
        return nullptr;
    auto Inv = std::make_unique<clang::CompilerInvocation>();
    if (!clang::CompilerInvocation::CreateFromArgs(*Inv, *CC1, Diags, Req.clang_path))
        return nullptr;
    return Inv;
}

} // namespace

extern "C" LLVMModuleRef nvc_frontend_compile_once(const nvc_fe_request *Req,
                                                   nvc_compat_session *CS)
{
    ForwardingConsumer Consumer(*Req);
  // The driver's own diagnostics (e.g. -Wunknown-cuda-version) obey the -W
  // flags too, as in clang's driver main.
    std::vector<const char *> Argv(Req->args, Req->args + Req->nargs);
    std::unique_ptr<clang::DiagnosticOptions> DiagOpts = clang::CreateAndPopulateDiagOpts(Argv);
    clang::DiagnosticsEngine Diags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), *DiagOpts,
                                   &Consumer, /*ShouldOwnClient=*/false);
    clang::ProcessWarningOptions(Diags, *DiagOpts, *llvm::vfs::getRealFileSystem(),
                                 /*ReportDiags=*/false);
    std::unique_ptr<clang::CompilerInvocation> Inv = makeInvocation(*Req, Diags);
    if (!Inv)
        return nullptr;
    nvc_compat_session_set_paths(CS, Req, Inv->getHeaderSearchOpts().ResourceDir.c_str());

  // The driver asks cc1 for -disable-free (a compiler exits right after); we
  // compile many TUs and archs in one process, so free the AST and module.
    Inv->getFrontendOpts().DisableFree = false;
    Inv->getCodeGenOpts().DisableFree = false;
    clang::CompilerInstance CI(std::move(Inv));
    CI.createVirtualFileSystem(compatFileSystem(*CS), &Consumer);
    CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
    CI.getDiagnosticOpts().ShowCarets = false;  // no "N warnings generated" line
  // -fplugin= / -Xclang -load, as clang's own cc1 would. They only get here
  // from the user's own `--` arguments or a scan run with --allow-plugins
  // (tool/translate.c refuses them from compile databases otherwise).
    CI.LoadRequestedPlugins();
    clang::EmitLLVMOnlyAction Action(llvm::unwrap(Req->ctx));
    if (!CI.ExecuteAction(Action) || Consumer.getNumErrors() > 0)
        return nullptr;
    std::unique_ptr<llvm::Module> M = Action.takeModule();
    if (M && (CS->asm_fixes.percent || CS->asm_fixes.operand) &&
        !nvc_compat_restore_asm(llvm::wrap(M.get()), Req->on_diag, Req->user))
        return nullptr;
    return M ? llvm::wrap(M.release()) : nullptr;
}
