; ModuleID = 'k.spvir.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%spirv.Image._void_1_0_0_0_0_0_0 = type opaque
%spirv.Sampler = type opaque
%spirv.SampledImage._void_1_0_0_0_0_0_0 = type opaque

; Function Attrs: noinline nounwind optnone
define spir_kernel void @k(<4 x float> addrspace(1)* align 16 %out, float addrspace(1)* align 4 %in, i32 addrspace(1)* align 4 %counter, %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)* %img, %spirv.Sampler addrspace(2)* %s, float addrspace(3)* align 4 %tmp) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 !spirv.ParameterDecorations !10 {
entry:
  %out.addr = alloca <4 x float> addrspace(1)*, align 8
  %in.addr = alloca float addrspace(1)*, align 8
  %counter.addr = alloca i32 addrspace(1)*, align 8
  %img.addr = alloca %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)*, align 8
  %s.addr = alloca %spirv.Sampler addrspace(2)*, align 8
  %tmp.addr = alloca float addrspace(3)*, align 8
  %i = alloca i64, align 8
  %v = alloca <4 x float>, align 16
  %c = alloca <4 x i32>, align 16
  %.compoundliteral = alloca <2 x i32>, align 8
  store <4 x float> addrspace(1)* %out, <4 x float> addrspace(1)** %out.addr, align 8
  store float addrspace(1)* %in, float addrspace(1)** %in.addr, align 8
  store i32 addrspace(1)* %counter, i32 addrspace(1)** %counter.addr, align 8
  store %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)* %img, %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)** %img.addr, align 8
  store %spirv.Sampler addrspace(2)* %s, %spirv.Sampler addrspace(2)** %s.addr, align 8
  store float addrspace(3)* %tmp, float addrspace(3)** %tmp.addr, align 8
  %0 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) #4
  %1 = insertelement <3 x i64> undef, i64 %0, i32 0
  %2 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1) #4
  %3 = insertelement <3 x i64> %1, i64 %2, i32 1
  %4 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 2) #4
  %5 = insertelement <3 x i64> %3, i64 %4, i32 2
  %call = extractelement <3 x i64> %5, i32 0
  store i64 %call, i64* %i, align 8
  %6 = load i64, i64* %i, align 8
  %7 = load float addrspace(1)*, float addrspace(1)** %in.addr, align 8
  %8 = addrspacecast float addrspace(1)* %7 to float addrspace(4)*
  %call1 = call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS4fi(i64 %6, float addrspace(4)* %8, i32 4) #1
  store <4 x float> %call1, <4 x float>* %v, align 16
  %9 = load <4 x float>, <4 x float>* %v, align 16
  %call2 = call spir_func <4 x float> @_Z15__spirv_ocl_sinDv4_f(<4 x float> %9) #1
  %10 = load <4 x float>, <4 x float>* %v, align 16
  %11 = load <4 x float>, <4 x float>* %v, align 16
  %call3 = call spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(<4 x float> %10, <4 x float> %11, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #1
  %add = fadd <4 x float> %call2, %call3
  %12 = load <4 x float>, <4 x float>* %v, align 16
  %call4 = call spir_func <4 x float> @_Z16__spirv_ocl_fmaxDv4_fS_(<4 x float> %12, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #1
  %add5 = fadd <4 x float> %add, %call4
  store <4 x float> %add5, <4 x float>* %v, align 16
  %13 = load <4 x float>, <4 x float>* %v, align 16
  %call6 = call spir_func <4 x i32> @_Z33__spirv_ConvertFToS_Rint4_sat_rteDv4_f(<4 x float> %13) #1
  store <4 x i32> %call6, <4 x i32>* %c, align 16
  %14 = load <4 x i32>, <4 x i32>* %c, align 16
  %call7 = sitofp <4 x i32> %14 to <4 x float>
  %15 = load %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)*, %spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)** %img.addr, align 8
  %16 = load %spirv.Sampler addrspace(2)*, %spirv.Sampler addrspace(2)** %s.addr, align 8
  %17 = load i64, i64* %i, align 8
  %conv = trunc i64 %17 to i32
  %vecinit = insertelement <2 x i32> undef, i32 %conv, i32 0
  %vecinit8 = insertelement <2 x i32> %vecinit, i32 0, i32 1
  store <2 x i32> %vecinit8, <2 x i32>* %.compoundliteral, align 8
  %18 = load <2 x i32>, <2 x i32>* %.compoundliteral, align 8
  %TempSampledImage = call spir_func %spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)* %15, %spirv.Sampler addrspace(2)* %16) #1
  %call9 = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_iif(%spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)* %TempSampledImage, <2 x i32> %18, i32 2, float 0.000000e+00) #1
  %add10 = fadd <4 x float> %call7, %call9
  %19 = load <4 x float>, <4 x float>* %v, align 16
  %add11 = fadd <4 x float> %19, %add10
  store <4 x float> %add11, <4 x float>* %v, align 16
  %20 = load <4 x float>, <4 x float>* %v, align 16
  %21 = extractelement <4 x float> %20, i32 0
  %22 = load float addrspace(3)*, float addrspace(3)** %tmp.addr, align 8
  %23 = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0) #4
  %24 = insertelement <3 x i64> undef, i64 %23, i32 0
  %25 = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 1) #4
  %26 = insertelement <3 x i64> %24, i64 %25, i32 1
  %27 = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 2) #4
  %28 = insertelement <3 x i64> %26, i64 %27, i32 2
  %call12 = extractelement <3 x i64> %28, i32 0
  %arrayidx = getelementptr inbounds float, float addrspace(3)* %22, i64 %call12
  store float %21, float addrspace(3)* %arrayidx, align 4
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272) #3
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %counter.addr, align 8
  %30 = load <4 x i32>, <4 x i32>* %c, align 16
  %31 = extractelement <4 x i32> %30, i32 0
  %call13 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %31) #3
  %call14 = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)* %29, i32 2, i32 0, i32 %call13) #1
  %32 = load <4 x float>, <4 x float>* %v, align 16
  %33 = load float addrspace(3)*, float addrspace(3)** %tmp.addr, align 8
  %arrayidx15 = getelementptr inbounds float, float addrspace(3)* %33, i64 0
  %34 = load float, float addrspace(3)* %arrayidx15, align 4
  %splat.splatinsert = insertelement <4 x float> undef, float %34, i32 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> undef, <4 x i32> zeroinitializer
  %add16 = fadd <4 x float> %32, %splat.splat
  %35 = load <4 x float>, <4 x float>* %v, align 16
  %36 = load <4 x float>, <4 x float>* %v, align 16
  %call17 = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %35, <4 x float> %36) #1
  %splat.splatinsert18 = insertelement <4 x float> undef, float %call17, i32 0
  %splat.splat19 = shufflevector <4 x float> %splat.splatinsert18, <4 x float> undef, <4 x i32> zeroinitializer
  %add20 = fadd <4 x float> %add16, %splat.splat19
  %37 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %out.addr, align 8
  %38 = load i64, i64* %i, align 8
  %arrayidx21 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %37, i64 %38
  store <4 x float> %add20, <4 x float> addrspace(1)* %arrayidx21, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS4fi(i64, float addrspace(4)*, i32) #1

; Function Attrs: nounwind readnone
declare spir_func <4 x float> @_Z15__spirv_ocl_sinDv4_f(<4 x float>) #2

; Function Attrs: nounwind readnone
declare spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nounwind readnone
declare spir_func <4 x float> @_Z16__spirv_ocl_fmaxDv4_fS_(<4 x float>, <4 x float>) #2

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z33__spirv_ConvertFToS_Rint4_sat_rteDv4_f(<4 x float>) #1

; Function Attrs: nounwind
declare spir_func %spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)*, %spirv.Sampler addrspace(2)*) #1

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_iif(%spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)*, <2 x i32>, i32, float) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32) #3

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)*, i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float>, <4 x float>) #1

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32) #4

attributes #0 = { noinline nounwind optnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind readnone willreturn }

!spirv.MemoryModel = !{!0}
!spirv.Source = !{!1}
!opencl.spir.version = !{!2}
!opencl.ocl.version = !{!2}
!opencl.used.extensions = !{!3}
!opencl.used.optional.core.features = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 2, i32 2}
!1 = !{i32 3, i32 200000}
!2 = !{i32 2, i32 0}
!3 = !{!"cl_khr_subgroups"}
!4 = !{!"cl_images"}
!5 = !{i16 6, i16 14}
!6 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 3}
!7 = !{!"none", !"none", !"none", !"read_only", !"none", !"none"}
!8 = !{!"float4*", !"float*", !"int*", !"image2d_t", !"sampler_t", !"float*"}
!9 = !{!"", !"", !"", !"", !"", !""}
!10 = !{!11, !13, !13, !15, !15, !13}
!11 = !{!12}
!12 = !{i32 44, i32 16}
!13 = !{!14}
!14 = !{i32 44, i32 4}
!15 = !{}
