(define (problem plan_trial_gmem_0025)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71 - object
        Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70 - object
        Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69 - object
        Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29 - object
        Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (objectType Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71 BreadType)
        (objectType Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70 PotatoType)
        (objectType Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69 LettuceType)
        (objectType Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29 CupType)
        (objectType Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67 BoxType)
        (canContain CabinetType BoxType)
        (canContain CabinetType CupType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PotatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (pickupable Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71)
        (heatable Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71)
        (coolable Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71)
        (sliceable Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71)
        (pickupable Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70)
        (cleanable Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70)
        (heatable Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70)
        (coolable Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70)
        (sliceable Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70)
        (pickupable Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69)
        (cleanable Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69)
        (coolable Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69)
        (sliceable Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69)
        (pickupable Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29)
        (isReceptacleObject Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29)
        (cleanable Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29)
        (heatable Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29)
        (coolable Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29)
        (pickupable Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67)
        (isReceptacleObject Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (inReceptacle Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (inReceptacle Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (inReceptacle Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (inReceptacle Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 loc_bar_1_bar_10_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar_0_bar_5_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Bread_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_04_dot_71 loc_bar_3_bar_19_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__plus_04_dot_70 loc_bar_3_bar_19_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_01_dot_42_bar__plus_01_dot_08_bar__plus_04_dot_69 loc_bar_3_bar_19_bar_1_bar_30)
        (objectAtLocation Cup_bar__plus_01_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_29 loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Box_bar__plus_01_dot_44_bar__plus_01_dot_08_bar__plus_04_dot_67 loc_bar_3_bar_19_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
