"""The compiled form of the functions model.node defines from text (the model's
__init__ methods, demangler.fastnodes' makers), written by tools/make_inits.py: do
not edit (tests/model/test_init_tables.py checks it; see model.node.define)."""
# mypy: allow-untyped-defs

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable


def _0(_FACTORY, _setattr):
    def __init__(self, ):
        pass
    return __init__


def _1(_FACTORY, _default_args, _set_args, _setattr):
    def __init__(self, args=_default_args):
        _set_args(self, args)
    return __init__


def _2(_FACTORY, _default_args, _default_spelled_i, _set_args, _set_spelled_i, _setattr):
    def __init__(self, args=_default_args, spelled_i=_default_spelled_i):
        _set_args(self, args)
        _set_spelled_i(self, spelled_i)
    return __init__


def _3(_FACTORY, _set_arity, _set_identifier, _setattr):
    def __init__(self, arity, identifier):
        _set_arity(self, arity)
        _set_identifier(self, identifier)
    return __init__


def _4(_FACTORY, _default_addrspace, _default_const, _default_cv_first, _default_private_spelled, _default_restrict, _default_vendor, _default_volatile, _set_addrspace, _set_base, _set_const, _set_cv_first, _set_private_spelled, _set_restrict, _set_vendor, _set_volatile, _setattr):
    def __init__(self, base, addrspace=_default_addrspace, const=_default_const, volatile=_default_volatile, restrict=_default_restrict, vendor=_default_vendor, cv_first=_default_cv_first, private_spelled=_default_private_spelled):
        _set_base(self, base)
        _set_addrspace(self, addrspace)
        _set_const(self, const)
        _set_volatile(self, volatile)
        _set_restrict(self, restrict)
        _set_vendor(self, vendor)
        _set_cv_first(self, cv_first)
        _set_private_spelled(self, private_spelled)
    return __init__


def _5(_FACTORY, _default_bare_operator, _default_form, _default_global_, _default_levels, _default_scope, _default_scope_args, _default_scope_targs, _set_bare_operator, _set_base, _set_form, _set_global_, _set_levels, _set_scope, _set_scope_args, _set_scope_targs, _setattr):
    def __init__(self, base, form=_default_form, scope=_default_scope, scope_args=_default_scope_args, scope_targs=_default_scope_targs, levels=_default_levels, global_=_default_global_, bare_operator=_default_bare_operator):
        _set_base(self, base)
        _set_form(self, form)
        _set_scope(self, scope)
        _set_scope_args(self, scope_args)
        _set_scope_targs(self, scope_targs)
        _set_levels(self, levels)
        _set_global_(self, global_)
        _set_bare_operator(self, bare_operator)
    return __init__


def _6(_FACTORY, _default_args, _set_args, _set_base, _set_name, _setattr):
    def __init__(self, base, name, args=_default_args):
        _set_base(self, base)
        _set_name(self, name)
        _set_args(self, args)
    return __init__


def _7(_FACTORY, _default_signed, _set_bits, _set_signed, _setattr):
    def __init__(self, bits, signed=_default_signed):
        _set_bits(self, bits)
        _set_signed(self, signed)
    return __init__


def _8(_FACTORY, _default_args, _set_args, _set_callee, _setattr):
    def __init__(self, callee, args=_default_args):
        _set_callee(self, callee)
        _set_args(self, args)
    return __init__


def _9(_FACTORY, _default_char, _default_from_char, _default_from_dialect, _default_from_target, _default_half, _default_image_access, _default_long_bits, _default_to_dialect, _default_to_target, _setattr):
    def __init__(self, char=_default_char, from_char=_default_from_char, long_bits=_default_long_bits, half=_default_half, from_dialect=_default_from_dialect, to_dialect=_default_to_dialect, from_target=_default_from_target, to_target=_default_to_target, image_access=_default_image_access):
        _setattr(self, 'char', char)
        _setattr(self, 'from_char', from_char)
        _setattr(self, 'long_bits', long_bits)
        _setattr(self, 'half', half)
        _setattr(self, 'from_dialect', from_dialect)
        _setattr(self, 'to_dialect', to_dialect)
        _setattr(self, 'from_target', from_target)
        _setattr(self, 'to_target', to_target)
        _setattr(self, 'image_access', image_access)
    return __init__


def _10(_FACTORY, _default_cl_std, _default_sycl, _factory_disabled, _setattr):
    def __init__(self, cl_std=_default_cl_std, disabled=_FACTORY, sycl=_default_sycl):
        _setattr(self, 'cl_std', cl_std)
        if disabled is _FACTORY:
            disabled = _factory_disabled()
        _setattr(self, 'disabled', disabled)
        _setattr(self, 'sycl', sycl)
    return __init__


def _11(_FACTORY, _set_class_type, _set_member, _setattr):
    def __init__(self, class_type, member):
        _set_class_type(self, class_type)
        _set_member(self, member)
    return __init__


def _12(_FACTORY, _set_closure, _setattr):
    def __init__(self, closure):
        _set_closure(self, closure)
    return __init__


def _13(_FACTORY, _set_code, _setattr):
    def __init__(self, code):
        _set_code(self, code)
    return __init__


def _14(_FACTORY, _default_last, _set_code, _set_field, _set_init, _set_last, _setattr):
    def __init__(self, code, field, init, last=_default_last):
        _set_code(self, code)
        _set_field(self, field)
        _set_init(self, init)
        _set_last(self, last)
    return __init__


def _15(_FACTORY, _set_code, _set_left, _set_right, _setattr):
    def __init__(self, code, left, right):
        _set_code(self, code)
        _set_left(self, left)
        _set_right(self, right)
    return __init__


def _16(_FACTORY, _default_second, _set_code, _set_first, _set_op, _set_second, _setattr):
    def __init__(self, code, op, first, second=_default_second):
        _set_code(self, code)
        _set_op(self, op)
        _set_first(self, first)
        _set_second(self, second)
    return __init__


def _17(_FACTORY, _default_global_, _set_code, _set_global_, _set_operand, _setattr):
    def __init__(self, code, operand, global_=_default_global_):
        _set_code(self, code)
        _set_operand(self, operand)
        _set_global_(self, global_)
    return __init__


def _18(_FACTORY, _default_braced, _default_global_, _default_init, _default_paren, _set_braced, _set_code, _set_global_, _set_init, _set_paren, _set_placement, _set_type, _setattr):
    def __init__(self, code, placement, type, init=_default_init, paren=_default_paren, braced=_default_braced, global_=_default_global_):
        _set_code(self, code)
        _set_placement(self, placement)
        _set_type(self, type)
        _set_init(self, init)
        _set_paren(self, paren)
        _set_braced(self, braced)
        _set_global_(self, global_)
    return __init__


def _19(_FACTORY, _set_code, _set_type, _setattr):
    def __init__(self, code, type):
        _set_code(self, code)
        _set_type(self, type)
    return __init__


def _20(_FACTORY, _default_list, _set_args, _set_code, _set_list, _set_type, _setattr):
    def __init__(self, code, type, args, list=_default_list):
        _set_code(self, code)
        _set_type(self, type)
        _set_args(self, args)
        _set_list(self, list)
    return __init__


def _21(_FACTORY, _set_condition, _set_otherwise, _set_then, _setattr):
    def __init__(self, condition, then, otherwise):
        _set_condition(self, condition)
        _set_then(self, then)
        _set_otherwise(self, otherwise)
    return __init__


def _22(_FACTORY, _default_condition, _default_types, _set_condition, _set_types, _setattr):
    def __init__(self, condition=_default_condition, types=_default_types):
        _set_condition(self, condition)
        _set_types(self, types)
    return __init__


def _23(_FACTORY, _default_decltype_auto, _set_constraint, _set_decltype_auto, _setattr):
    def __init__(self, constraint, decltype_auto=_default_decltype_auto):
        _set_constraint(self, constraint)
        _set_decltype_auto(self, decltype_auto)
    return __init__


def _24(_FACTORY, _set_arg, _set_decl, _setattr):
    def __init__(self, decl, arg):
        _set_decl(self, decl)
        _set_arg(self, arg)
    return __init__


def _25(_FACTORY, _default_underscore, _set_dimension, _set_element, _set_underscore, _setattr):
    def __init__(self, element, dimension, underscore=_default_underscore):
        _set_element(self, element)
        _set_dimension(self, dimension)
        _set_underscore(self, underscore)
    return __init__


def _26(_FACTORY, _default_imaginary, _set_element, _set_imaginary, _setattr):
    def __init__(self, element, imaginary=_default_imaginary):
        _set_element(self, element)
        _set_imaginary(self, imaginary)
    return __init__


def _27(_FACTORY, _set_element, _set_size, _setattr):
    def __init__(self, element, size):
        _set_element(self, element)
        _set_size(self, size)
    return __init__


def _28(_FACTORY, _default_dimension, _default_size, _set_dimension, _set_element, _set_size, _setattr):
    def __init__(self, element, size=_default_size, dimension=_default_dimension):
        _set_element(self, element)
        _set_size(self, size)
        _set_dimension(self, dimension)
    return __init__


def _29(_FACTORY, _default_access, _default_element, _default_ordinal, _set_access, _set_element, _set_ordinal, _setattr):
    def __init__(self, element=_default_element, access=_default_access, ordinal=_default_ordinal):
        _set_element(self, element)
        _set_access(self, access)
        _set_ordinal(self, ordinal)
        self.__post_init__()
    return __init__


def _30(_FACTORY, _default_bare_z, _set_bare_z, _set_entity, _setattr):
    def __init__(self, entity, bare_z=_default_bare_z):
        _set_entity(self, entity)
        _set_bare_z(self, bare_z)
    return __init__


def _31(_FACTORY, _set_expr, _setattr):
    def __init__(self, expr):
        _set_expr(self, expr)
    return __init__


def _32(_FACTORY, _default_id_expression, _set_expr, _set_id_expression, _setattr):
    def __init__(self, expr, id_expression=_default_id_expression):
        _set_expr(self, expr)
        _set_id_expression(self, id_expression)
    return __init__


def _33(_FACTORY, _default_constraint, _default_noexcept, _set_constraint, _set_expr, _set_noexcept, _setattr):
    def __init__(self, expr, noexcept=_default_noexcept, constraint=_default_constraint):
        _set_expr(self, expr)
        _set_noexcept(self, noexcept)
        _set_constraint(self, constraint)
    return __init__


def _34(_FACTORY, _set_function, _setattr):
    def __init__(self, function):
        _set_function(self, function)
    return __init__


def _35(_FACTORY, _default_const, _default_exception, _default_extern_c, _default_ref_qualifier, _default_restrict, _default_transaction_safe, _default_volatile, _set_const, _set_exception, _set_extern_c, _set_function, _set_ref_qualifier, _set_restrict, _set_transaction_safe, _set_volatile, _setattr):
    def __init__(self, function, const=_default_const, volatile=_default_volatile, restrict=_default_restrict, ref_qualifier=_default_ref_qualifier, exception=_default_exception, transaction_safe=_default_transaction_safe, extern_c=_default_extern_c):
        _set_function(self, function)
        _set_const(self, const)
        _set_volatile(self, volatile)
        _set_restrict(self, restrict)
        _set_ref_qualifier(self, ref_qualifier)
        _set_exception(self, exception)
        _set_transaction_safe(self, transaction_safe)
        _set_extern_c(self, extern_c)
    return __init__


def _36(_FACTORY, _default_discriminator, _default_discriminator_form, _set_discriminator, _set_discriminator_form, _set_entity, _set_function, _setattr):
    def __init__(self, function, entity, discriminator=_default_discriminator, discriminator_form=_default_discriminator_form):
        _set_function(self, function)
        _set_entity(self, entity)
        _set_discriminator(self, discriminator)
        _set_discriminator_form(self, discriminator_form)
    return __init__


def _37(_FACTORY, _default_called, _default_kernel, _default_linkage, _setattr):
    def __init__(self, id, name, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called):
        _setattr(self, 'id', id)
        _setattr(self, 'name', name)
        _setattr(self, 'defined', defined)
        _setattr(self, 'linkage', linkage)
        _setattr(self, 'kernel', kernel)
        _setattr(self, 'called', called)
    return __init__


def _38(_FACTORY, _set_identifier, _setattr):
    def __init__(self, identifier):
        _set_identifier(self, identifier)
    return __init__


def _39(_FACTORY, _default_parent, _default_partition, _set_identifier, _set_parent, _set_partition, _setattr):
    def __init__(self, identifier, partition=_default_partition, parent=_default_parent):
        _set_identifier(self, identifier)
        _set_partition(self, partition)
        _set_parent(self, parent)
    return __init__


def _40(_FACTORY, _set_index, _setattr):
    def __init__(self, index):
        _set_index(self, index)
    return __init__


def _41(_FACTORY, _default_cv, _default_level, _set_cv, _set_index, _set_level, _setattr):
    def __init__(self, index, level=_default_level, cv=_default_cv):
        _set_index(self, index)
        _set_level(self, level)
        _set_cv(self, cv)
    return __init__


def _42(_FACTORY, _setattr):
    def __init__(self, info, target, cl_std, cl_ext, dialect, from_module, findings):
        _setattr(self, 'info', info)
        _setattr(self, 'target', target)
        _setattr(self, 'cl_std', cl_std)
        _setattr(self, 'cl_ext', cl_ext)
        _setattr(self, 'dialect', dialect)
        _setattr(self, 'from_module', from_module)
        _setattr(self, 'findings', findings)
    return __init__


def _43(_FACTORY, _default_extensions, _default_float_coord, _default_gradient, _default_since, _setattr):
    def __init__(self, int_coord, float_coord=_default_float_coord, gradient=_default_gradient, since=_default_since, extensions=_default_extensions):
        _setattr(self, 'int_coord', int_coord)
        _setattr(self, 'float_coord', float_coord)
        _setattr(self, 'gradient', gradient)
        _setattr(self, 'since', since)
        _setattr(self, 'extensions', extensions)
    return __init__


def _44(_FACTORY, _set_keyword, _set_name, _setattr):
    def __init__(self, keyword, name):
        _set_keyword(self, keyword)
        _set_name(self, name)
    return __init__


def _45(_FACTORY, _default_closest, _default_configurations, _default_demangled, _default_line, _setattr):
    def __init__(self, kind, symbol, line=_default_line, demangled=_default_demangled, closest=_default_closest, configurations=_default_configurations):
        _setattr(self, 'kind', kind)
        _setattr(self, 'symbol', symbol)
        _setattr(self, 'line', line)
        _setattr(self, 'demangled', demangled)
        _setattr(self, 'closest', closest)
        _setattr(self, 'configurations', configurations)
    return __init__


def _46(_FACTORY, _default_base, _default_offsets, _default_suffix, _set_base, _set_kind, _set_offsets, _set_suffix, _set_target, _setattr):
    def __init__(self, kind, target, offsets=_default_offsets, base=_default_base, suffix=_default_suffix):
        _set_kind(self, kind)
        _set_target(self, target)
        _set_offsets(self, offsets)
        _set_base(self, base)
        _set_suffix(self, suffix)
    return __init__


def _47(_FACTORY, _default_constraint, _default_params, _default_requires, _default_type, _set_constraint, _set_kind, _set_params, _set_requires, _set_type, _setattr):
    def __init__(self, kind, type=_default_type, params=_default_params, constraint=_default_constraint, requires=_default_requires):
        _set_kind(self, kind)
        _set_type(self, type)
        _set_params(self, params)
        _set_constraint(self, constraint)
        _set_requires(self, requires)
    return __init__


def _48(_FACTORY, _set_index, _set_level, _setattr):
    def __init__(self, level, index):
        _set_level(self, level)
        _set_index(self, index)
    return __init__


def _49(_FACTORY, _default_elsewhere, _default_suggestions, _setattr):
    def __init__(self, line, symbol, suggestions=_default_suggestions, elsewhere=_default_elsewhere):
        _setattr(self, 'line', line)
        _setattr(self, 'symbol', symbol)
        _setattr(self, 'suggestions', suggestions)
        _setattr(self, 'elsewhere', elsewhere)
    return __init__


def _50(_FACTORY, _default_prototype, _setattr):
    def __init__(self, mangled, prototype=_default_prototype):
        _setattr(self, 'mangled', mangled)
        _setattr(self, 'prototype', prototype)
    return __init__


def _51(_FACTORY, _set_module, _set_name, _setattr):
    def __init__(self, module, name):
        _set_module(self, module)
        _set_name(self, name)
    return __init__


def _52(_FACTORY, _set_name, _setattr):
    def __init__(self, name):
        _set_name(self, name)
    return __init__


def _53(_FACTORY, _set_args, _set_name, _setattr):
    def __init__(self, name, args):
        _set_name(self, name)
        _set_args(self, args)
    return __init__


def _54(_FACTORY, _default_args, _set_args, _set_name, _setattr):
    def __init__(self, name, args=_default_args):
        _set_name(self, name)
        _set_args(self, args)
    return __init__


def _55(_FACTORY, _default_parameters, _default_return_type, _setattr):
    def __init__(self, name, base_name, context, parameters=_default_parameters, return_type=_default_return_type):
        _setattr(self, 'name', name)
        _setattr(self, 'base_name', base_name)
        _setattr(self, 'context', context)
        _setattr(self, 'parameters', parameters)
        _setattr(self, 'return_type', return_type)
    return __init__


def _56(_FACTORY, _default_called, _default_kernel, _default_line, _default_linkage, _default_signature, _setattr):
    def __init__(self, name, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called, line=_default_line, signature=_default_signature):
        _setattr(self, 'name', name)
        _setattr(self, 'defined', defined)
        _setattr(self, 'linkage', linkage)
        _setattr(self, 'kernel', kernel)
        _setattr(self, 'called', called)
        _setattr(self, 'line', line)
        _setattr(self, 'signature', signature)
    return __init__


def _57(_FACTORY, _default_discriminator, _set_discriminator, _set_name, _setattr):
    def __init__(self, name, discriminator=_default_discriminator):
        _set_name(self, name)
        _set_discriminator(self, discriminator)
    return __init__


def _58(_FACTORY, _setattr):
    def __init__(self, name, mangled, prototype, return_type, params, since, until, extensions, attributes, spirv, section):
        _setattr(self, 'name', name)
        _setattr(self, 'mangled', mangled)
        _setattr(self, 'prototype', prototype)
        _setattr(self, 'return_type', return_type)
        _setattr(self, 'params', params)
        _setattr(self, 'since', since)
        _setattr(self, 'until', until)
        _setattr(self, 'extensions', extensions)
        _setattr(self, 'attributes', attributes)
        _setattr(self, 'spirv', spirv)
        _setattr(self, 'section', section)
    return __init__


def _59(_FACTORY, _default_number, _set_name, _set_number, _setattr):
    def __init__(self, name, number=_default_number):
        _set_name(self, name)
        _set_number(self, number)
    return __init__


def _60(_FACTORY, _default_enable_if, _default_explicit_return, _default_params, _default_requires, _default_return_type, _set_enable_if, _set_explicit_return, _set_name, _set_params, _set_requires, _set_return_type, _setattr):
    def __init__(self, name, params=_default_params, return_type=_default_return_type, requires=_default_requires, enable_if=_default_enable_if, explicit_return=_default_explicit_return):
        _set_name(self, name)
        _set_params(self, params)
        _set_return_type(self, return_type)
        _set_requires(self, requires)
        _set_enable_if(self, enable_if)
        _set_explicit_return(self, explicit_return)
    return __init__


def _61(_FACTORY, _setattr):
    def __init__(self, name, pointer_bits, numbered_addrspaces):
        _setattr(self, 'name', name)
        _setattr(self, 'pointer_bits', pointer_bits)
        _setattr(self, 'numbered_addrspaces', numbered_addrspaces)
    return __init__


def _62(_FACTORY, _setattr):
    def __init__(self, name, prototype, function, mangled, since, until, extensions, attributes, section):
        _setattr(self, 'name', name)
        _setattr(self, 'prototype', prototype)
        _setattr(self, 'function', function)
        _setattr(self, 'mangled', mangled)
        _setattr(self, 'since', since)
        _setattr(self, 'until', until)
        _setattr(self, 'extensions', extensions)
        _setattr(self, 'attributes', attributes)
        _setattr(self, 'section', section)
    return __init__


def _63(_FACTORY, _setattr):
    def __init__(self, name, substitution, image_access_suffix, pipe_as_global_pointer, spell_private):
        _setattr(self, 'name', name)
        _setattr(self, 'substitution', substitution)
        _setattr(self, 'image_access_suffix', image_access_suffix)
        _setattr(self, 'pipe_as_global_pointer', pipe_as_global_pointer)
        _setattr(self, 'spell_private', spell_private)
    return __init__


def _64(_FACTORY, _set_name, _set_tags, _setattr):
    def __init__(self, name, tags):
        _set_name(self, name)
        _set_tags(self, tags)
    return __init__


def _65(_FACTORY, _set_names, _setattr):
    def __init__(self, names):
        _set_names(self, names)
    return __init__


def _66(_FACTORY, _default_block, _default_number, _set_block, _set_number, _setattr):
    def __init__(self, number=_default_number, block=_default_block):
        _set_number(self, number)
        _set_block(self, block)
    return __init__


def _67(_FACTORY, _default_virtual, _set_offset, _set_virtual, _setattr):
    def __init__(self, offset, virtual=_default_virtual):
        _set_offset(self, offset)
        _set_virtual(self, virtual)
    return __init__


def _68(_FACTORY, _set_ordinal, _setattr):
    def __init__(self, ordinal):
        _set_ordinal(self, ordinal)
    return __init__


def _69(_FACTORY, _set_pack, _setattr):
    def __init__(self, pack):
        _set_pack(self, pack)
    return __init__


def _70(_FACTORY, _set_param, _setattr):
    def __init__(self, param):
        _set_param(self, param)
    return __init__


def _71(_FACTORY, _default_level, _default_number, _default_params, _default_requires, _default_template_params, _set_level, _set_number, _set_params, _set_requires, _set_template_params, _setattr):
    def __init__(self, params=_default_params, number=_default_number, template_params=_default_template_params, level=_default_level, requires=_default_requires):
        _set_params(self, params)
        _set_number(self, number)
        _set_template_params(self, template_params)
        _set_level(self, level)
        _set_requires(self, requires)
    return __init__


def _72(_FACTORY, _default_explicit_object, _default_qualifiers, _default_ref_qualifier, _set_explicit_object, _set_parts, _set_qualifiers, _set_ref_qualifier, _setattr):
    def __init__(self, parts, qualifiers=_default_qualifiers, ref_qualifier=_default_ref_qualifier, explicit_object=_default_explicit_object):
        _set_parts(self, parts)
        _set_qualifiers(self, qualifiers)
        _set_ref_qualifier(self, ref_qualifier)
        _set_explicit_object(self, explicit_object)
    return __init__


def _73(_FACTORY, _default_addressing, _default_dialect, _default_opencl_std, _default_reader, _default_triple, _setattr):
    def __init__(self, path, format, target, language, version, cl_std, functions, opencl_std=_default_opencl_std, triple=_default_triple, addressing=_default_addressing, reader=_default_reader, dialect=_default_dialect):
        _setattr(self, 'path', path)
        _setattr(self, 'format', format)
        _setattr(self, 'target', target)
        _setattr(self, 'language', language)
        _setattr(self, 'version', version)
        _setattr(self, 'cl_std', cl_std)
        _setattr(self, 'functions', functions)
        _setattr(self, 'opencl_std', opencl_std)
        _setattr(self, 'triple', triple)
        _setattr(self, 'addressing', addressing)
        _setattr(self, 'reader', reader)
        _setattr(self, 'dialect', dialect)
    return __init__


def _74(_FACTORY, _default_addressing, _default_cl_std, _default_ext_imports, _default_ext_instructions, _default_functions, _default_generic_pointers, _default_reader, _default_source, _default_target, _default_triple, _setattr):
    def __init__(self, path, format, target=_default_target, triple=_default_triple, addressing=_default_addressing, cl_std=_default_cl_std, source=_default_source, functions=_default_functions, ext_imports=_default_ext_imports, ext_instructions=_default_ext_instructions, reader=_default_reader, generic_pointers=_default_generic_pointers):
        _setattr(self, 'path', path)
        _setattr(self, 'format', format)
        _setattr(self, 'target', target)
        _setattr(self, 'triple', triple)
        _setattr(self, 'addressing', addressing)
        _setattr(self, 'cl_std', cl_std)
        _setattr(self, 'source', source)
        _setattr(self, 'functions', functions)
        _setattr(self, 'ext_imports', ext_imports)
        _setattr(self, 'ext_instructions', ext_instructions)
        _setattr(self, 'reader', reader)
        _setattr(self, 'generic_pointers', generic_pointers)
    return __init__


def _75(_FACTORY, _set_pattern, _setattr):
    def __init__(self, pattern):
        _set_pattern(self, pattern)
    return __init__


def _76(_FACTORY, _setattr):
    def __init__(self, phantom_private):
        _setattr(self, 'phantom_private', phantom_private)
    return __init__


def _77(_FACTORY, _set_pointee, _setattr):
    def __init__(self, pointee):
        _set_pointee(self, pointee)
    return __init__


def _78(_FACTORY, _set_referee, _setattr):
    def __init__(self, referee):
        _set_referee(self, referee)
    return __init__


def _79(_FACTORY, _default_params, _default_with_params, _set_params, _set_requirements, _set_with_params, _setattr):
    def __init__(self, requirements, params=_default_params, with_params=_default_with_params):
        _set_requirements(self, requirements)
        _set_params(self, params)
        _set_with_params(self, with_params)
    return __init__


def _80(_FACTORY, _default_params, _set_params, _set_return_type, _setattr):
    def __init__(self, return_type, params=_default_params):
        _set_return_type(self, return_type)
        _set_params(self, params)
    return __init__


def _81(_FACTORY, _default_access, _set_access, _set_shape, _setattr):
    def __init__(self, shape, access=_default_access):
        _set_shape(self, shape)
        _set_access(self, access)
    return __init__


def _82(_FACTORY, _default_dialect, _default_json, _default_no_params, _default_strict, _default_strip_underscore, _default_style, _default_types, _setattr):
    def __init__(self, style=_default_style, dialect=_default_dialect, no_params=_default_no_params, types=_default_types, strip_underscore=_default_strip_underscore, strict=_default_strict, json=_default_json):
        _setattr(self, 'style', style)
        _setattr(self, 'dialect', dialect)
        _setattr(self, 'no_params', no_params)
        _setattr(self, 'types', types)
        _setattr(self, 'strip_underscore', strip_underscore)
        _setattr(self, 'strict', strict)
        _setattr(self, 'json', json)
    return __init__


def _83(_FACTORY, _default_called, _default_kernel, _default_line, _default_linkage, _setattr):
    def __init__(self, symbol, demangled, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called, line=_default_line):
        _setattr(self, 'symbol', symbol)
        _setattr(self, 'demangled', demangled)
        _setattr(self, 'defined', defined)
        _setattr(self, 'linkage', linkage)
        _setattr(self, 'kernel', kernel)
        _setattr(self, 'called', called)
        _setattr(self, 'line', line)
    return __init__


def _84(_FACTORY, _set_target, _setattr):
    def __init__(self, target):
        _set_target(self, target)
    return __init__


def _85(_FACTORY, _setattr):
    def __init__(self, target, cl_std, cl_ext, dialect, extensions):
        _setattr(self, 'target', target)
        _setattr(self, 'cl_std', cl_std)
        _setattr(self, 'cl_ext', cl_ext)
        _setattr(self, 'dialect', dialect)
        _setattr(self, 'extensions', extensions)
    return __init__


def _86(_FACTORY, _default_cl_ext, _default_dialect, _default_extensions, _setattr):
    def __init__(self, target, cl_std, cl_ext=_default_cl_ext, dialect=_default_dialect, extensions=_default_extensions):
        _setattr(self, 'target', target)
        _setattr(self, 'cl_std', cl_std)
        _setattr(self, 'cl_ext', cl_ext)
        _setattr(self, 'dialect', dialect)
        _setattr(self, 'extensions', extensions)
    return __init__


def _87(_FACTORY, _default_attributes, _default_auto_extensions, _default_dialects, _default_extensions, _default_row_when, _default_rows, _default_section, _default_since, _default_spaces, _default_unmangled_in, _default_until, _default_when, _setattr):
    def __init__(self, template, rows=_default_rows, section=_default_section, since=_default_since, until=_default_until, extensions=_default_extensions, attributes=_default_attributes, auto_extensions=_default_auto_extensions, spaces=_default_spaces, when=_default_when, row_when=_default_row_when, dialects=_default_dialects, unmangled_in=_default_unmangled_in):
        _setattr(self, 'template', template)
        _setattr(self, 'rows', rows)
        _setattr(self, 'section', section)
        _setattr(self, 'since', since)
        _setattr(self, 'until', until)
        _setattr(self, 'extensions', extensions)
        _setattr(self, 'attributes', attributes)
        _setattr(self, 'auto_extensions', auto_extensions)
        _setattr(self, 'spaces', spaces)
        _setattr(self, 'when', when)
        _setattr(self, 'row_when', row_when)
        _setattr(self, 'dialects', dialects)
        _setattr(self, 'unmangled_in', unmangled_in)
    return __init__


def _88(_FACTORY, _set_type, _setattr):
    def __init__(self, type):
        _set_type(self, type)
    return __init__


def _89(_FACTORY, _set_digits, _set_type, _setattr):
    def __init__(self, type, digits):
        _set_type(self, type)
        _set_digits(self, digits)
    return __init__


def _90(_FACTORY, _default_offset, _set_expr, _set_offset, _set_type, _setattr):
    def __init__(self, type, expr, offset=_default_offset):
        _set_type(self, type)
        _set_expr(self, expr)
        _set_offset(self, offset)
    return __init__


def _91(_FACTORY, _default_offset, _default_past_end, _default_selectors, _set_expr, _set_offset, _set_past_end, _set_selectors, _set_type, _setattr):
    def __init__(self, type, expr, offset=_default_offset, selectors=_default_selectors, past_end=_default_past_end):
        _set_type(self, type)
        _set_expr(self, expr)
        _set_offset(self, offset)
        _set_selectors(self, selectors)
        _set_past_end(self, past_end)
    return __init__


def _92(_FACTORY, _default_items, _set_items, _set_type, _setattr):
    def __init__(self, type, items=_default_items):
        _set_type(self, type)
        _set_items(self, items)
    return __init__


def _93(_FACTORY, _set_type, _set_value, _setattr):
    def __init__(self, type, value):
        _set_type(self, type)
        _set_value(self, value)
    return __init__


def _94(_FACTORY, _set_value, _setattr):
    def __init__(self, value):
        _set_value(self, value)
    return __init__


def _95(_FACTORY, _set_variant, _setattr):
    def __init__(self, variant):
        _set_variant(self, variant)
    return __init__


def _96(_FACTORY, _default_as_type, _default_inherited, _set_as_type, _set_inherited, _set_variant, _setattr):
    def __init__(self, variant, inherited=_default_inherited, as_type=_default_as_type):
        _set_variant(self, variant)
        _set_inherited(self, inherited)
        _set_as_type(self, as_type)
    return __init__


def _97(_FACTORY, _default_ext_instructions, _setattr):
    def __init__(self, version, addressing, memory_model, source_language, source_version, ext_imports, functions, ext_instructions=_default_ext_instructions):
        _setattr(self, 'version', version)
        _setattr(self, 'addressing', addressing)
        _setattr(self, 'memory_model', memory_model)
        _setattr(self, 'source_language', source_language)
        _setattr(self, 'source_version', source_version)
        _setattr(self, 'ext_imports', ext_imports)
        _setattr(self, 'functions', functions)
        _setattr(self, 'ext_instructions', ext_instructions)
    return __init__


def _98(_FACTORY, _default_signed, _set_signed, _set_width, _setattr):
    def __init__(self, width, signed=_default_signed):
        _set_width(self, width)
        _set_signed(self, signed)
    return __init__


def _99(_FACTORY, _default_zero, _set_zero, _setattr):
    def __init__(self, zero=_default_zero):
        _set_zero(self, zero)
    return __init__


def _100(_cls, _new, _set_addrspace, _set_base, _set_const, _set_cv_first, _set_private_spelled, _set_restrict, _set_vendor, _set_volatile):
    def make(base, addrspace, const, volatile, restrict, vendor, cv_first=False, private_spelled=False):
        o = _new(_cls)
        _set_base(o, base)
        _set_addrspace(o, addrspace)
        _set_const(o, const)
        _set_volatile(o, volatile)
        _set_restrict(o, restrict)
        _set_vendor(o, vendor)
        _set_cv_first(o, cv_first)
        _set_private_spelled(o, private_spelled)
        return o
    return make


def _101(_cls, _new, _set_name):
    def make(name):
        o = _new(_cls)
        _set_name(o, name)
        return o
    return make


def _102(_cls, _new, _set_args, _set_name):
    def make(name, args):
        o = _new(_cls)
        _set_name(o, name)
        _set_args(o, args)
        return o
    return make


def _103(_cls, _new, _set_enable_if, _set_explicit_return, _set_name, _set_params, _set_requires, _set_return_type):
    def make(name, params, return_type, requires=None, enable_if=(), explicit_return=False):
        o = _new(_cls)
        _set_name(o, name)
        _set_params(o, params)
        _set_return_type(o, return_type)
        _set_requires(o, requires)
        _set_enable_if(o, enable_if)
        _set_explicit_return(o, explicit_return)
        return o
    return make


def _104(_cls, _new, _set_explicit_object, _set_parts, _set_qualifiers, _set_ref_qualifier):
    def make(parts, qualifiers, ref_qualifier, explicit_object):
        o = _new(_cls)
        _set_parts(o, parts)
        _set_qualifiers(o, qualifiers)
        _set_ref_qualifier(o, ref_qualifier)
        _set_explicit_object(o, explicit_object)
        return o
    return make


FACTORIES: "dict[tuple[str, tuple[str, ...]], Callable[..., Any]]" = {
    ('def __init__(self, ):\n    pass\n', ('_FACTORY', '_setattr')): _0,
    ('def __init__(self, args=_default_args):\n    _set_args(self, args)\n', ('_FACTORY', '_default_args', '_set_args', '_setattr')): _1,
    ('def __init__(self, args=_default_args, spelled_i=_default_spelled_i):\n    _set_args(self, args)\n    _set_spelled_i(self, spelled_i)\n', ('_FACTORY', '_default_args', '_default_spelled_i', '_set_args', '_set_spelled_i', '_setattr')): _2,
    ('def __init__(self, arity, identifier):\n    _set_arity(self, arity)\n    _set_identifier(self, identifier)\n', ('_FACTORY', '_set_arity', '_set_identifier', '_setattr')): _3,
    ('def __init__(self, base, addrspace=_default_addrspace, const=_default_const, volatile=_default_volatile, restrict=_default_restrict, vendor=_default_vendor, cv_first=_default_cv_first, private_spelled=_default_private_spelled):\n    _set_base(self, base)\n    _set_addrspace(self, addrspace)\n    _set_const(self, const)\n    _set_volatile(self, volatile)\n    _set_restrict(self, restrict)\n    _set_vendor(self, vendor)\n    _set_cv_first(self, cv_first)\n    _set_private_spelled(self, private_spelled)\n', ('_FACTORY', '_default_addrspace', '_default_const', '_default_cv_first', '_default_private_spelled', '_default_restrict', '_default_vendor', '_default_volatile', '_set_addrspace', '_set_base', '_set_const', '_set_cv_first', '_set_private_spelled', '_set_restrict', '_set_vendor', '_set_volatile', '_setattr')): _4,
    ('def __init__(self, base, form=_default_form, scope=_default_scope, scope_args=_default_scope_args, scope_targs=_default_scope_targs, levels=_default_levels, global_=_default_global_, bare_operator=_default_bare_operator):\n    _set_base(self, base)\n    _set_form(self, form)\n    _set_scope(self, scope)\n    _set_scope_args(self, scope_args)\n    _set_scope_targs(self, scope_targs)\n    _set_levels(self, levels)\n    _set_global_(self, global_)\n    _set_bare_operator(self, bare_operator)\n', ('_FACTORY', '_default_bare_operator', '_default_form', '_default_global_', '_default_levels', '_default_scope', '_default_scope_args', '_default_scope_targs', '_set_bare_operator', '_set_base', '_set_form', '_set_global_', '_set_levels', '_set_scope', '_set_scope_args', '_set_scope_targs', '_setattr')): _5,
    ('def __init__(self, base, name, args=_default_args):\n    _set_base(self, base)\n    _set_name(self, name)\n    _set_args(self, args)\n', ('_FACTORY', '_default_args', '_set_args', '_set_base', '_set_name', '_setattr')): _6,
    ('def __init__(self, bits, signed=_default_signed):\n    _set_bits(self, bits)\n    _set_signed(self, signed)\n', ('_FACTORY', '_default_signed', '_set_bits', '_set_signed', '_setattr')): _7,
    ('def __init__(self, callee, args=_default_args):\n    _set_callee(self, callee)\n    _set_args(self, args)\n', ('_FACTORY', '_default_args', '_set_args', '_set_callee', '_setattr')): _8,
    ("def __init__(self, char=_default_char, from_char=_default_from_char, long_bits=_default_long_bits, half=_default_half, from_dialect=_default_from_dialect, to_dialect=_default_to_dialect, from_target=_default_from_target, to_target=_default_to_target, image_access=_default_image_access):\n    _setattr(self, 'char', char)\n    _setattr(self, 'from_char', from_char)\n    _setattr(self, 'long_bits', long_bits)\n    _setattr(self, 'half', half)\n    _setattr(self, 'from_dialect', from_dialect)\n    _setattr(self, 'to_dialect', to_dialect)\n    _setattr(self, 'from_target', from_target)\n    _setattr(self, 'to_target', to_target)\n    _setattr(self, 'image_access', image_access)\n", ('_FACTORY', '_default_char', '_default_from_char', '_default_from_dialect', '_default_from_target', '_default_half', '_default_image_access', '_default_long_bits', '_default_to_dialect', '_default_to_target', '_setattr')): _9,
    ("def __init__(self, cl_std=_default_cl_std, disabled=_FACTORY, sycl=_default_sycl):\n    _setattr(self, 'cl_std', cl_std)\n    if disabled is _FACTORY:\n        disabled = _factory_disabled()\n    _setattr(self, 'disabled', disabled)\n    _setattr(self, 'sycl', sycl)\n", ('_FACTORY', '_default_cl_std', '_default_sycl', '_factory_disabled', '_setattr')): _10,
    ('def __init__(self, class_type, member):\n    _set_class_type(self, class_type)\n    _set_member(self, member)\n', ('_FACTORY', '_set_class_type', '_set_member', '_setattr')): _11,
    ('def __init__(self, closure):\n    _set_closure(self, closure)\n', ('_FACTORY', '_set_closure', '_setattr')): _12,
    ('def __init__(self, code):\n    _set_code(self, code)\n', ('_FACTORY', '_set_code', '_setattr')): _13,
    ('def __init__(self, code, field, init, last=_default_last):\n    _set_code(self, code)\n    _set_field(self, field)\n    _set_init(self, init)\n    _set_last(self, last)\n', ('_FACTORY', '_default_last', '_set_code', '_set_field', '_set_init', '_set_last', '_setattr')): _14,
    ('def __init__(self, code, left, right):\n    _set_code(self, code)\n    _set_left(self, left)\n    _set_right(self, right)\n', ('_FACTORY', '_set_code', '_set_left', '_set_right', '_setattr')): _15,
    ('def __init__(self, code, op, first, second=_default_second):\n    _set_code(self, code)\n    _set_op(self, op)\n    _set_first(self, first)\n    _set_second(self, second)\n', ('_FACTORY', '_default_second', '_set_code', '_set_first', '_set_op', '_set_second', '_setattr')): _16,
    ('def __init__(self, code, operand, global_=_default_global_):\n    _set_code(self, code)\n    _set_operand(self, operand)\n    _set_global_(self, global_)\n', ('_FACTORY', '_default_global_', '_set_code', '_set_global_', '_set_operand', '_setattr')): _17,
    ('def __init__(self, code, placement, type, init=_default_init, paren=_default_paren, braced=_default_braced, global_=_default_global_):\n    _set_code(self, code)\n    _set_placement(self, placement)\n    _set_type(self, type)\n    _set_init(self, init)\n    _set_paren(self, paren)\n    _set_braced(self, braced)\n    _set_global_(self, global_)\n', ('_FACTORY', '_default_braced', '_default_global_', '_default_init', '_default_paren', '_set_braced', '_set_code', '_set_global_', '_set_init', '_set_paren', '_set_placement', '_set_type', '_setattr')): _18,
    ('def __init__(self, code, type):\n    _set_code(self, code)\n    _set_type(self, type)\n', ('_FACTORY', '_set_code', '_set_type', '_setattr')): _19,
    ('def __init__(self, code, type, args, list=_default_list):\n    _set_code(self, code)\n    _set_type(self, type)\n    _set_args(self, args)\n    _set_list(self, list)\n', ('_FACTORY', '_default_list', '_set_args', '_set_code', '_set_list', '_set_type', '_setattr')): _20,
    ('def __init__(self, condition, then, otherwise):\n    _set_condition(self, condition)\n    _set_then(self, then)\n    _set_otherwise(self, otherwise)\n', ('_FACTORY', '_set_condition', '_set_otherwise', '_set_then', '_setattr')): _21,
    ('def __init__(self, condition=_default_condition, types=_default_types):\n    _set_condition(self, condition)\n    _set_types(self, types)\n', ('_FACTORY', '_default_condition', '_default_types', '_set_condition', '_set_types', '_setattr')): _22,
    ('def __init__(self, constraint, decltype_auto=_default_decltype_auto):\n    _set_constraint(self, constraint)\n    _set_decltype_auto(self, decltype_auto)\n', ('_FACTORY', '_default_decltype_auto', '_set_constraint', '_set_decltype_auto', '_setattr')): _23,
    ('def __init__(self, decl, arg):\n    _set_decl(self, decl)\n    _set_arg(self, arg)\n', ('_FACTORY', '_set_arg', '_set_decl', '_setattr')): _24,
    ('def __init__(self, element, dimension, underscore=_default_underscore):\n    _set_element(self, element)\n    _set_dimension(self, dimension)\n    _set_underscore(self, underscore)\n', ('_FACTORY', '_default_underscore', '_set_dimension', '_set_element', '_set_underscore', '_setattr')): _25,
    ('def __init__(self, element, imaginary=_default_imaginary):\n    _set_element(self, element)\n    _set_imaginary(self, imaginary)\n', ('_FACTORY', '_default_imaginary', '_set_element', '_set_imaginary', '_setattr')): _26,
    ('def __init__(self, element, size):\n    _set_element(self, element)\n    _set_size(self, size)\n', ('_FACTORY', '_set_element', '_set_size', '_setattr')): _27,
    ('def __init__(self, element, size=_default_size, dimension=_default_dimension):\n    _set_element(self, element)\n    _set_size(self, size)\n    _set_dimension(self, dimension)\n', ('_FACTORY', '_default_dimension', '_default_size', '_set_dimension', '_set_element', '_set_size', '_setattr')): _28,
    ('def __init__(self, element=_default_element, access=_default_access, ordinal=_default_ordinal):\n    _set_element(self, element)\n    _set_access(self, access)\n    _set_ordinal(self, ordinal)\n    self.__post_init__()\n', ('_FACTORY', '_default_access', '_default_element', '_default_ordinal', '_set_access', '_set_element', '_set_ordinal', '_setattr')): _29,
    ('def __init__(self, entity, bare_z=_default_bare_z):\n    _set_entity(self, entity)\n    _set_bare_z(self, bare_z)\n', ('_FACTORY', '_default_bare_z', '_set_bare_z', '_set_entity', '_setattr')): _30,
    ('def __init__(self, expr):\n    _set_expr(self, expr)\n', ('_FACTORY', '_set_expr', '_setattr')): _31,
    ('def __init__(self, expr, id_expression=_default_id_expression):\n    _set_expr(self, expr)\n    _set_id_expression(self, id_expression)\n', ('_FACTORY', '_default_id_expression', '_set_expr', '_set_id_expression', '_setattr')): _32,
    ('def __init__(self, expr, noexcept=_default_noexcept, constraint=_default_constraint):\n    _set_expr(self, expr)\n    _set_noexcept(self, noexcept)\n    _set_constraint(self, constraint)\n', ('_FACTORY', '_default_constraint', '_default_noexcept', '_set_constraint', '_set_expr', '_set_noexcept', '_setattr')): _33,
    ('def __init__(self, function):\n    _set_function(self, function)\n', ('_FACTORY', '_set_function', '_setattr')): _34,
    ('def __init__(self, function, const=_default_const, volatile=_default_volatile, restrict=_default_restrict, ref_qualifier=_default_ref_qualifier, exception=_default_exception, transaction_safe=_default_transaction_safe, extern_c=_default_extern_c):\n    _set_function(self, function)\n    _set_const(self, const)\n    _set_volatile(self, volatile)\n    _set_restrict(self, restrict)\n    _set_ref_qualifier(self, ref_qualifier)\n    _set_exception(self, exception)\n    _set_transaction_safe(self, transaction_safe)\n    _set_extern_c(self, extern_c)\n', ('_FACTORY', '_default_const', '_default_exception', '_default_extern_c', '_default_ref_qualifier', '_default_restrict', '_default_transaction_safe', '_default_volatile', '_set_const', '_set_exception', '_set_extern_c', '_set_function', '_set_ref_qualifier', '_set_restrict', '_set_transaction_safe', '_set_volatile', '_setattr')): _35,
    ('def __init__(self, function, entity, discriminator=_default_discriminator, discriminator_form=_default_discriminator_form):\n    _set_function(self, function)\n    _set_entity(self, entity)\n    _set_discriminator(self, discriminator)\n    _set_discriminator_form(self, discriminator_form)\n', ('_FACTORY', '_default_discriminator', '_default_discriminator_form', '_set_discriminator', '_set_discriminator_form', '_set_entity', '_set_function', '_setattr')): _36,
    ("def __init__(self, id, name, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called):\n    _setattr(self, 'id', id)\n    _setattr(self, 'name', name)\n    _setattr(self, 'defined', defined)\n    _setattr(self, 'linkage', linkage)\n    _setattr(self, 'kernel', kernel)\n    _setattr(self, 'called', called)\n", ('_FACTORY', '_default_called', '_default_kernel', '_default_linkage', '_setattr')): _37,
    ('def __init__(self, identifier):\n    _set_identifier(self, identifier)\n', ('_FACTORY', '_set_identifier', '_setattr')): _38,
    ('def __init__(self, identifier, partition=_default_partition, parent=_default_parent):\n    _set_identifier(self, identifier)\n    _set_partition(self, partition)\n    _set_parent(self, parent)\n', ('_FACTORY', '_default_parent', '_default_partition', '_set_identifier', '_set_parent', '_set_partition', '_setattr')): _39,
    ('def __init__(self, index):\n    _set_index(self, index)\n', ('_FACTORY', '_set_index', '_setattr')): _40,
    ('def __init__(self, index, level=_default_level, cv=_default_cv):\n    _set_index(self, index)\n    _set_level(self, level)\n    _set_cv(self, cv)\n', ('_FACTORY', '_default_cv', '_default_level', '_set_cv', '_set_index', '_set_level', '_setattr')): _41,
    ("def __init__(self, info, target, cl_std, cl_ext, dialect, from_module, findings):\n    _setattr(self, 'info', info)\n    _setattr(self, 'target', target)\n    _setattr(self, 'cl_std', cl_std)\n    _setattr(self, 'cl_ext', cl_ext)\n    _setattr(self, 'dialect', dialect)\n    _setattr(self, 'from_module', from_module)\n    _setattr(self, 'findings', findings)\n", ('_FACTORY', '_setattr')): _42,
    ("def __init__(self, int_coord, float_coord=_default_float_coord, gradient=_default_gradient, since=_default_since, extensions=_default_extensions):\n    _setattr(self, 'int_coord', int_coord)\n    _setattr(self, 'float_coord', float_coord)\n    _setattr(self, 'gradient', gradient)\n    _setattr(self, 'since', since)\n    _setattr(self, 'extensions', extensions)\n", ('_FACTORY', '_default_extensions', '_default_float_coord', '_default_gradient', '_default_since', '_setattr')): _43,
    ('def __init__(self, keyword, name):\n    _set_keyword(self, keyword)\n    _set_name(self, name)\n', ('_FACTORY', '_set_keyword', '_set_name', '_setattr')): _44,
    ("def __init__(self, kind, symbol, line=_default_line, demangled=_default_demangled, closest=_default_closest, configurations=_default_configurations):\n    _setattr(self, 'kind', kind)\n    _setattr(self, 'symbol', symbol)\n    _setattr(self, 'line', line)\n    _setattr(self, 'demangled', demangled)\n    _setattr(self, 'closest', closest)\n    _setattr(self, 'configurations', configurations)\n", ('_FACTORY', '_default_closest', '_default_configurations', '_default_demangled', '_default_line', '_setattr')): _45,
    ('def __init__(self, kind, target, offsets=_default_offsets, base=_default_base, suffix=_default_suffix):\n    _set_kind(self, kind)\n    _set_target(self, target)\n    _set_offsets(self, offsets)\n    _set_base(self, base)\n    _set_suffix(self, suffix)\n', ('_FACTORY', '_default_base', '_default_offsets', '_default_suffix', '_set_base', '_set_kind', '_set_offsets', '_set_suffix', '_set_target', '_setattr')): _46,
    ('def __init__(self, kind, type=_default_type, params=_default_params, constraint=_default_constraint, requires=_default_requires):\n    _set_kind(self, kind)\n    _set_type(self, type)\n    _set_params(self, params)\n    _set_constraint(self, constraint)\n    _set_requires(self, requires)\n', ('_FACTORY', '_default_constraint', '_default_params', '_default_requires', '_default_type', '_set_constraint', '_set_kind', '_set_params', '_set_requires', '_set_type', '_setattr')): _47,
    ('def __init__(self, level, index):\n    _set_level(self, level)\n    _set_index(self, index)\n', ('_FACTORY', '_set_index', '_set_level', '_setattr')): _48,
    ("def __init__(self, line, symbol, suggestions=_default_suggestions, elsewhere=_default_elsewhere):\n    _setattr(self, 'line', line)\n    _setattr(self, 'symbol', symbol)\n    _setattr(self, 'suggestions', suggestions)\n    _setattr(self, 'elsewhere', elsewhere)\n", ('_FACTORY', '_default_elsewhere', '_default_suggestions', '_setattr')): _49,
    ("def __init__(self, mangled, prototype=_default_prototype):\n    _setattr(self, 'mangled', mangled)\n    _setattr(self, 'prototype', prototype)\n", ('_FACTORY', '_default_prototype', '_setattr')): _50,
    ('def __init__(self, module, name):\n    _set_module(self, module)\n    _set_name(self, name)\n', ('_FACTORY', '_set_module', '_set_name', '_setattr')): _51,
    ('def __init__(self, name):\n    _set_name(self, name)\n', ('_FACTORY', '_set_name', '_setattr')): _52,
    ('def __init__(self, name, args):\n    _set_name(self, name)\n    _set_args(self, args)\n', ('_FACTORY', '_set_args', '_set_name', '_setattr')): _53,
    ('def __init__(self, name, args=_default_args):\n    _set_name(self, name)\n    _set_args(self, args)\n', ('_FACTORY', '_default_args', '_set_args', '_set_name', '_setattr')): _54,
    ("def __init__(self, name, base_name, context, parameters=_default_parameters, return_type=_default_return_type):\n    _setattr(self, 'name', name)\n    _setattr(self, 'base_name', base_name)\n    _setattr(self, 'context', context)\n    _setattr(self, 'parameters', parameters)\n    _setattr(self, 'return_type', return_type)\n", ('_FACTORY', '_default_parameters', '_default_return_type', '_setattr')): _55,
    ("def __init__(self, name, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called, line=_default_line, signature=_default_signature):\n    _setattr(self, 'name', name)\n    _setattr(self, 'defined', defined)\n    _setattr(self, 'linkage', linkage)\n    _setattr(self, 'kernel', kernel)\n    _setattr(self, 'called', called)\n    _setattr(self, 'line', line)\n    _setattr(self, 'signature', signature)\n", ('_FACTORY', '_default_called', '_default_kernel', '_default_line', '_default_linkage', '_default_signature', '_setattr')): _56,
    ('def __init__(self, name, discriminator=_default_discriminator):\n    _set_name(self, name)\n    _set_discriminator(self, discriminator)\n', ('_FACTORY', '_default_discriminator', '_set_discriminator', '_set_name', '_setattr')): _57,
    ("def __init__(self, name, mangled, prototype, return_type, params, since, until, extensions, attributes, spirv, section):\n    _setattr(self, 'name', name)\n    _setattr(self, 'mangled', mangled)\n    _setattr(self, 'prototype', prototype)\n    _setattr(self, 'return_type', return_type)\n    _setattr(self, 'params', params)\n    _setattr(self, 'since', since)\n    _setattr(self, 'until', until)\n    _setattr(self, 'extensions', extensions)\n    _setattr(self, 'attributes', attributes)\n    _setattr(self, 'spirv', spirv)\n    _setattr(self, 'section', section)\n", ('_FACTORY', '_setattr')): _58,
    ('def __init__(self, name, number=_default_number):\n    _set_name(self, name)\n    _set_number(self, number)\n', ('_FACTORY', '_default_number', '_set_name', '_set_number', '_setattr')): _59,
    ('def __init__(self, name, params=_default_params, return_type=_default_return_type, requires=_default_requires, enable_if=_default_enable_if, explicit_return=_default_explicit_return):\n    _set_name(self, name)\n    _set_params(self, params)\n    _set_return_type(self, return_type)\n    _set_requires(self, requires)\n    _set_enable_if(self, enable_if)\n    _set_explicit_return(self, explicit_return)\n', ('_FACTORY', '_default_enable_if', '_default_explicit_return', '_default_params', '_default_requires', '_default_return_type', '_set_enable_if', '_set_explicit_return', '_set_name', '_set_params', '_set_requires', '_set_return_type', '_setattr')): _60,
    ("def __init__(self, name, pointer_bits, numbered_addrspaces):\n    _setattr(self, 'name', name)\n    _setattr(self, 'pointer_bits', pointer_bits)\n    _setattr(self, 'numbered_addrspaces', numbered_addrspaces)\n", ('_FACTORY', '_setattr')): _61,
    ("def __init__(self, name, prototype, function, mangled, since, until, extensions, attributes, section):\n    _setattr(self, 'name', name)\n    _setattr(self, 'prototype', prototype)\n    _setattr(self, 'function', function)\n    _setattr(self, 'mangled', mangled)\n    _setattr(self, 'since', since)\n    _setattr(self, 'until', until)\n    _setattr(self, 'extensions', extensions)\n    _setattr(self, 'attributes', attributes)\n    _setattr(self, 'section', section)\n", ('_FACTORY', '_setattr')): _62,
    ("def __init__(self, name, substitution, image_access_suffix, pipe_as_global_pointer, spell_private):\n    _setattr(self, 'name', name)\n    _setattr(self, 'substitution', substitution)\n    _setattr(self, 'image_access_suffix', image_access_suffix)\n    _setattr(self, 'pipe_as_global_pointer', pipe_as_global_pointer)\n    _setattr(self, 'spell_private', spell_private)\n", ('_FACTORY', '_setattr')): _63,
    ('def __init__(self, name, tags):\n    _set_name(self, name)\n    _set_tags(self, tags)\n', ('_FACTORY', '_set_name', '_set_tags', '_setattr')): _64,
    ('def __init__(self, names):\n    _set_names(self, names)\n', ('_FACTORY', '_set_names', '_setattr')): _65,
    ('def __init__(self, number=_default_number, block=_default_block):\n    _set_number(self, number)\n    _set_block(self, block)\n', ('_FACTORY', '_default_block', '_default_number', '_set_block', '_set_number', '_setattr')): _66,
    ('def __init__(self, offset, virtual=_default_virtual):\n    _set_offset(self, offset)\n    _set_virtual(self, virtual)\n', ('_FACTORY', '_default_virtual', '_set_offset', '_set_virtual', '_setattr')): _67,
    ('def __init__(self, ordinal):\n    _set_ordinal(self, ordinal)\n', ('_FACTORY', '_set_ordinal', '_setattr')): _68,
    ('def __init__(self, pack):\n    _set_pack(self, pack)\n', ('_FACTORY', '_set_pack', '_setattr')): _69,
    ('def __init__(self, param):\n    _set_param(self, param)\n', ('_FACTORY', '_set_param', '_setattr')): _70,
    ('def __init__(self, params=_default_params, number=_default_number, template_params=_default_template_params, level=_default_level, requires=_default_requires):\n    _set_params(self, params)\n    _set_number(self, number)\n    _set_template_params(self, template_params)\n    _set_level(self, level)\n    _set_requires(self, requires)\n', ('_FACTORY', '_default_level', '_default_number', '_default_params', '_default_requires', '_default_template_params', '_set_level', '_set_number', '_set_params', '_set_requires', '_set_template_params', '_setattr')): _71,
    ('def __init__(self, parts, qualifiers=_default_qualifiers, ref_qualifier=_default_ref_qualifier, explicit_object=_default_explicit_object):\n    _set_parts(self, parts)\n    _set_qualifiers(self, qualifiers)\n    _set_ref_qualifier(self, ref_qualifier)\n    _set_explicit_object(self, explicit_object)\n', ('_FACTORY', '_default_explicit_object', '_default_qualifiers', '_default_ref_qualifier', '_set_explicit_object', '_set_parts', '_set_qualifiers', '_set_ref_qualifier', '_setattr')): _72,
    ("def __init__(self, path, format, target, language, version, cl_std, functions, opencl_std=_default_opencl_std, triple=_default_triple, addressing=_default_addressing, reader=_default_reader, dialect=_default_dialect):\n    _setattr(self, 'path', path)\n    _setattr(self, 'format', format)\n    _setattr(self, 'target', target)\n    _setattr(self, 'language', language)\n    _setattr(self, 'version', version)\n    _setattr(self, 'cl_std', cl_std)\n    _setattr(self, 'functions', functions)\n    _setattr(self, 'opencl_std', opencl_std)\n    _setattr(self, 'triple', triple)\n    _setattr(self, 'addressing', addressing)\n    _setattr(self, 'reader', reader)\n    _setattr(self, 'dialect', dialect)\n", ('_FACTORY', '_default_addressing', '_default_dialect', '_default_opencl_std', '_default_reader', '_default_triple', '_setattr')): _73,
    ("def __init__(self, path, format, target=_default_target, triple=_default_triple, addressing=_default_addressing, cl_std=_default_cl_std, source=_default_source, functions=_default_functions, ext_imports=_default_ext_imports, ext_instructions=_default_ext_instructions, reader=_default_reader, generic_pointers=_default_generic_pointers):\n    _setattr(self, 'path', path)\n    _setattr(self, 'format', format)\n    _setattr(self, 'target', target)\n    _setattr(self, 'triple', triple)\n    _setattr(self, 'addressing', addressing)\n    _setattr(self, 'cl_std', cl_std)\n    _setattr(self, 'source', source)\n    _setattr(self, 'functions', functions)\n    _setattr(self, 'ext_imports', ext_imports)\n    _setattr(self, 'ext_instructions', ext_instructions)\n    _setattr(self, 'reader', reader)\n    _setattr(self, 'generic_pointers', generic_pointers)\n", ('_FACTORY', '_default_addressing', '_default_cl_std', '_default_ext_imports', '_default_ext_instructions', '_default_functions', '_default_generic_pointers', '_default_reader', '_default_source', '_default_target', '_default_triple', '_setattr')): _74,
    ('def __init__(self, pattern):\n    _set_pattern(self, pattern)\n', ('_FACTORY', '_set_pattern', '_setattr')): _75,
    ("def __init__(self, phantom_private):\n    _setattr(self, 'phantom_private', phantom_private)\n", ('_FACTORY', '_setattr')): _76,
    ('def __init__(self, pointee):\n    _set_pointee(self, pointee)\n', ('_FACTORY', '_set_pointee', '_setattr')): _77,
    ('def __init__(self, referee):\n    _set_referee(self, referee)\n', ('_FACTORY', '_set_referee', '_setattr')): _78,
    ('def __init__(self, requirements, params=_default_params, with_params=_default_with_params):\n    _set_requirements(self, requirements)\n    _set_params(self, params)\n    _set_with_params(self, with_params)\n', ('_FACTORY', '_default_params', '_default_with_params', '_set_params', '_set_requirements', '_set_with_params', '_setattr')): _79,
    ('def __init__(self, return_type, params=_default_params):\n    _set_return_type(self, return_type)\n    _set_params(self, params)\n', ('_FACTORY', '_default_params', '_set_params', '_set_return_type', '_setattr')): _80,
    ('def __init__(self, shape, access=_default_access):\n    _set_shape(self, shape)\n    _set_access(self, access)\n', ('_FACTORY', '_default_access', '_set_access', '_set_shape', '_setattr')): _81,
    ("def __init__(self, style=_default_style, dialect=_default_dialect, no_params=_default_no_params, types=_default_types, strip_underscore=_default_strip_underscore, strict=_default_strict, json=_default_json):\n    _setattr(self, 'style', style)\n    _setattr(self, 'dialect', dialect)\n    _setattr(self, 'no_params', no_params)\n    _setattr(self, 'types', types)\n    _setattr(self, 'strip_underscore', strip_underscore)\n    _setattr(self, 'strict', strict)\n    _setattr(self, 'json', json)\n", ('_FACTORY', '_default_dialect', '_default_json', '_default_no_params', '_default_strict', '_default_strip_underscore', '_default_style', '_default_types', '_setattr')): _82,
    ("def __init__(self, symbol, demangled, defined, linkage=_default_linkage, kernel=_default_kernel, called=_default_called, line=_default_line):\n    _setattr(self, 'symbol', symbol)\n    _setattr(self, 'demangled', demangled)\n    _setattr(self, 'defined', defined)\n    _setattr(self, 'linkage', linkage)\n    _setattr(self, 'kernel', kernel)\n    _setattr(self, 'called', called)\n    _setattr(self, 'line', line)\n", ('_FACTORY', '_default_called', '_default_kernel', '_default_line', '_default_linkage', '_setattr')): _83,
    ('def __init__(self, target):\n    _set_target(self, target)\n', ('_FACTORY', '_set_target', '_setattr')): _84,
    ("def __init__(self, target, cl_std, cl_ext, dialect, extensions):\n    _setattr(self, 'target', target)\n    _setattr(self, 'cl_std', cl_std)\n    _setattr(self, 'cl_ext', cl_ext)\n    _setattr(self, 'dialect', dialect)\n    _setattr(self, 'extensions', extensions)\n", ('_FACTORY', '_setattr')): _85,
    ("def __init__(self, target, cl_std, cl_ext=_default_cl_ext, dialect=_default_dialect, extensions=_default_extensions):\n    _setattr(self, 'target', target)\n    _setattr(self, 'cl_std', cl_std)\n    _setattr(self, 'cl_ext', cl_ext)\n    _setattr(self, 'dialect', dialect)\n    _setattr(self, 'extensions', extensions)\n", ('_FACTORY', '_default_cl_ext', '_default_dialect', '_default_extensions', '_setattr')): _86,
    ("def __init__(self, template, rows=_default_rows, section=_default_section, since=_default_since, until=_default_until, extensions=_default_extensions, attributes=_default_attributes, auto_extensions=_default_auto_extensions, spaces=_default_spaces, when=_default_when, row_when=_default_row_when, dialects=_default_dialects, unmangled_in=_default_unmangled_in):\n    _setattr(self, 'template', template)\n    _setattr(self, 'rows', rows)\n    _setattr(self, 'section', section)\n    _setattr(self, 'since', since)\n    _setattr(self, 'until', until)\n    _setattr(self, 'extensions', extensions)\n    _setattr(self, 'attributes', attributes)\n    _setattr(self, 'auto_extensions', auto_extensions)\n    _setattr(self, 'spaces', spaces)\n    _setattr(self, 'when', when)\n    _setattr(self, 'row_when', row_when)\n    _setattr(self, 'dialects', dialects)\n    _setattr(self, 'unmangled_in', unmangled_in)\n", ('_FACTORY', '_default_attributes', '_default_auto_extensions', '_default_dialects', '_default_extensions', '_default_row_when', '_default_rows', '_default_section', '_default_since', '_default_spaces', '_default_unmangled_in', '_default_until', '_default_when', '_setattr')): _87,
    ('def __init__(self, type):\n    _set_type(self, type)\n', ('_FACTORY', '_set_type', '_setattr')): _88,
    ('def __init__(self, type, digits):\n    _set_type(self, type)\n    _set_digits(self, digits)\n', ('_FACTORY', '_set_digits', '_set_type', '_setattr')): _89,
    ('def __init__(self, type, expr, offset=_default_offset):\n    _set_type(self, type)\n    _set_expr(self, expr)\n    _set_offset(self, offset)\n', ('_FACTORY', '_default_offset', '_set_expr', '_set_offset', '_set_type', '_setattr')): _90,
    ('def __init__(self, type, expr, offset=_default_offset, selectors=_default_selectors, past_end=_default_past_end):\n    _set_type(self, type)\n    _set_expr(self, expr)\n    _set_offset(self, offset)\n    _set_selectors(self, selectors)\n    _set_past_end(self, past_end)\n', ('_FACTORY', '_default_offset', '_default_past_end', '_default_selectors', '_set_expr', '_set_offset', '_set_past_end', '_set_selectors', '_set_type', '_setattr')): _91,
    ('def __init__(self, type, items=_default_items):\n    _set_type(self, type)\n    _set_items(self, items)\n', ('_FACTORY', '_default_items', '_set_items', '_set_type', '_setattr')): _92,
    ('def __init__(self, type, value):\n    _set_type(self, type)\n    _set_value(self, value)\n', ('_FACTORY', '_set_type', '_set_value', '_setattr')): _93,
    ('def __init__(self, value):\n    _set_value(self, value)\n', ('_FACTORY', '_set_value', '_setattr')): _94,
    ('def __init__(self, variant):\n    _set_variant(self, variant)\n', ('_FACTORY', '_set_variant', '_setattr')): _95,
    ('def __init__(self, variant, inherited=_default_inherited, as_type=_default_as_type):\n    _set_variant(self, variant)\n    _set_inherited(self, inherited)\n    _set_as_type(self, as_type)\n', ('_FACTORY', '_default_as_type', '_default_inherited', '_set_as_type', '_set_inherited', '_set_variant', '_setattr')): _96,
    ("def __init__(self, version, addressing, memory_model, source_language, source_version, ext_imports, functions, ext_instructions=_default_ext_instructions):\n    _setattr(self, 'version', version)\n    _setattr(self, 'addressing', addressing)\n    _setattr(self, 'memory_model', memory_model)\n    _setattr(self, 'source_language', source_language)\n    _setattr(self, 'source_version', source_version)\n    _setattr(self, 'ext_imports', ext_imports)\n    _setattr(self, 'functions', functions)\n    _setattr(self, 'ext_instructions', ext_instructions)\n", ('_FACTORY', '_default_ext_instructions', '_setattr')): _97,
    ('def __init__(self, width, signed=_default_signed):\n    _set_width(self, width)\n    _set_signed(self, signed)\n', ('_FACTORY', '_default_signed', '_set_signed', '_set_width', '_setattr')): _98,
    ('def __init__(self, zero=_default_zero):\n    _set_zero(self, zero)\n', ('_FACTORY', '_default_zero', '_set_zero', '_setattr')): _99,
    ('def make(base, addrspace, const, volatile, restrict, vendor, cv_first=False, private_spelled=False):\n    o = _new(_cls)\n    _set_base(o, base)\n    _set_addrspace(o, addrspace)\n    _set_const(o, const)\n    _set_volatile(o, volatile)\n    _set_restrict(o, restrict)\n    _set_vendor(o, vendor)\n    _set_cv_first(o, cv_first)\n    _set_private_spelled(o, private_spelled)\n    return o\n', ('_cls', '_new', '_set_addrspace', '_set_base', '_set_const', '_set_cv_first', '_set_private_spelled', '_set_restrict', '_set_vendor', '_set_volatile')): _100,
    ('def make(name):\n    o = _new(_cls)\n    _set_name(o, name)\n    return o\n', ('_cls', '_new', '_set_name')): _101,
    ('def make(name, args):\n    o = _new(_cls)\n    _set_name(o, name)\n    _set_args(o, args)\n    return o\n', ('_cls', '_new', '_set_args', '_set_name')): _102,
    ('def make(name, params, return_type, requires=None, enable_if=(), explicit_return=False):\n    o = _new(_cls)\n    _set_name(o, name)\n    _set_params(o, params)\n    _set_return_type(o, return_type)\n    _set_requires(o, requires)\n    _set_enable_if(o, enable_if)\n    _set_explicit_return(o, explicit_return)\n    return o\n', ('_cls', '_new', '_set_enable_if', '_set_explicit_return', '_set_name', '_set_params', '_set_requires', '_set_return_type')): _103,
    ('def make(parts, qualifiers, ref_qualifier, explicit_object):\n    o = _new(_cls)\n    _set_parts(o, parts)\n    _set_qualifiers(o, qualifiers)\n    _set_ref_qualifier(o, ref_qualifier)\n    _set_explicit_object(o, explicit_object)\n    return o\n', ('_cls', '_new', '_set_explicit_object', '_set_parts', '_set_qualifiers', '_set_ref_qualifier')): _104,
}
